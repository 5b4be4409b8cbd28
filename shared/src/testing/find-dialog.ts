import { screen, waitFor } from '@testing-library/react';

/**
 * The open dialog whose text contains `text`. Under Jest, antd's id helper gives every dialog the
 * same title id, so a confirmation opened over another dialog takes the first one's name; dialogs
 * are found by what they say instead (browsers get unique ids, so names work there).
 */
export async function findDialog(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.queryAllByRole('dialog').find((dialog) => dialog.textContent?.includes(text));
    expect(found).toBeDefined();
  });
  return found!;
}
