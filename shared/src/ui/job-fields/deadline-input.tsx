import { PlainDateInput, type PlainDateInputProps } from '../plain/plain-date-input';

/** A day as yyyy-MM-dd in the person's own calendar (not UTC: the day they see). */
function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day a deadline can be: tomorrow in the person's calendar (spec: a future deadline). */
export function firstDeadlineDay(now: Date = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return localIsoDate(tomorrow);
}

/**
 * The check the calendar made before (it offered only days after today): a day typed into the
 * native box can be today or earlier, and gets the contract's own message for a past day.
 */
export function deadlineNotFuture(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value < firstDeadlineDay()
    ? 'Application deadline must be in the future.'
    : undefined;
}

/**
 * Post A Job's "Application deadline" box (the client's form and an assistant's draft, issue 39): a
 * native date input from tomorrow on, its value the yyyy-MM-dd the API takes. It replaced antd's
 * DatePicker and dayjs; the browser's calendar has keyboard entry, which antd's lacked.
 */
export function DeadlineInput(props: Omit<PlainDateInputProps, 'min'>) {
  return <PlainDateInput {...props} min={firstDeadlineDay()} />;
}
