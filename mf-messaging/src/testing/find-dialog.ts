import { screen, waitFor } from '@testing-library/react';

/**
 * The open dialog whose text contains `text`. Under Jest antd gives every dialog the same title id,
 * so dialogs are found by what they say rather than by name.
 */
export async function findDialog(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.queryAllByRole('dialog').find((dialog) => dialog.textContent?.includes(text));
    expect(found).toBeDefined();
  });
  return found!;
}
