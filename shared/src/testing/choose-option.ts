import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of a select by its label and the option's text: a native `<select>` (the plain
 * form kit, issue 39) as a user picks in it, or an antd Select by the select's label and the option's text, as a user would:
 * open the list, click the option, and wait for the list to close. Found by label, not by role:
 * role queries over a whole antd page take seconds on a busy CI machine.
 */
export async function chooseOption(user: UserEvent, selectLabel: string | RegExp, optionText: string) {
  const native = screen.queryByLabelText(selectLabel, { selector: 'select' });
  if (native) {
    await user.selectOptions(native, screen.getByRole('option', { name: optionText }));
    return;
  }
  const select = screen.getByLabelText(selectLabel, { selector: 'input' });
  await user.click(select);
  const options = await screen.findAllByTitle(optionText);
  // antd keeps closed lists in the page; the option of the list just opened is the last one.
  await user.click(options[options.length - 1]);
  await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
}
