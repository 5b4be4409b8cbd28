import dayjs from 'dayjs';

/**
 * Times as an inbox shows them: relative while fresh ("now", "5m"), the clock time today, then
 * "Yesterday", the weekday within a week, and the date after that.
 */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  const current = dayjs(now);
  const minutes = current.diff(at, 'minute');
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  if (at.isSame(current, 'day')) return at.format('HH:mm');
  if (at.isSame(current.subtract(1, 'day'), 'day')) return 'Yesterday';
  if (current.startOf('day').diff(at.startOf('day'), 'day') < 7) return at.format('ddd');
  return at.isSame(current, 'year') ? at.format('D MMM') : at.format('D MMM YYYY');
}

/** The clock time under a bubble. */
export function formatMessageTime(iso: string): string {
  return dayjs(iso).format('HH:mm');
}

/** Full date and time, for the title of a time element. */
export function formatFullTime(iso: string): string {
  return dayjs(iso).format('dddd, D MMMM YYYY [at] HH:mm');
}

/** The day separator between messages: "Today", "Yesterday", "Monday, 3 March" (with the year when not this one). */
export function formatDayLabel(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  const current = dayjs(now);
  if (at.isSame(current, 'day')) return 'Today';
  if (at.isSame(current.subtract(1, 'day'), 'day')) return 'Yesterday';
  return at.isSame(current, 'year') ? at.format('dddd, D MMMM') : at.format('dddd, D MMMM YYYY');
}

/** Local calendar day, to group messages under one separator. */
export function dayKey(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}
