import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';

/** Picks an option of an antd Select by the field's label. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findAllByTitle(option);
  await user.click(listbox[listbox.length - 1]);
}

/** Opens the deadline calendar and clicks a day `daysAhead` from today; returns the day as yyyy-MM-dd. */
export async function pickDeadline(user: UserEvent, daysAhead = 3) {
  const day = dayjs().add(daysAhead, 'day');
  await user.click(screen.getByRole('textbox', { name: 'Application deadline' }));
  const iso = day.format('YYYY-MM-DD');
  let cell = document.querySelector<HTMLElement>(`td[title="${iso}"]`);
  if (!cell) {
    await user.click(document.querySelector<HTMLElement>('.ant-picker-header-next-btn')!);
    cell = document.querySelector<HTMLElement>(`td[title="${iso}"]`);
  }
  await user.click(within(cell!).getByText(String(day.date())));
  return iso;
}

/** Fills every field of Post A New Job with valid values. */
export async function fillJobForm(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Landing page redesign');
  await chooseOption(user, 'Category', 'Design & Creative');
  await chooseOption(user, 'Freelancer level', 'Expert (8-10 stars)');
  // Pasting a long text is one event; typing it would take seconds per field on a busy machine.
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.paste(
    'Redesign our landing page with a fresh look, a pricing table and a sign-up form that works on phones.',
  );
  await user.type(screen.getByRole('textbox', { name: 'Skills' }), ' Figma {Enter}');
  await chooseOption(user, 'Duration', '2-4 weeks');
  await user.type(screen.getByRole('spinbutton', { name: 'Budget' }), '750');
  return pickDeadline(user);
}
