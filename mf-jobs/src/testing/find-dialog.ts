import { screen, waitFor } from '@testing-library/react';

/**
 * The open dialog whose text contains `text`. antd's confirmation dialogs (modal.confirm) carry
 * their title as text, not as an accessible name, so they are found by what they say.
 */
export async function findDialog(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.queryAllByRole('dialog').find((dialog) => dialog.textContent?.includes(text));
    expect(found).toBeDefined();
  });
  return found!;
}
