import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { chooseOption } from '@freelane/shared/testing';

/** A day `daysAhead` from today in the person's calendar, as yyyy-MM-dd. */
export function dayAhead(daysAhead: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysAhead);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Types a day `daysAhead` from today into the native date box; returns the day as yyyy-MM-dd. */
export async function pickDeadline(user: UserEvent, daysAhead = 3) {
  const iso = dayAhead(daysAhead);
  const box = screen.getByLabelText('Application deadline');
  await user.clear(box);
  await user.type(box, iso);
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
