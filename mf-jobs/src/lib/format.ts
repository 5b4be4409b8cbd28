import dayjs from 'dayjs';

// Amounts: `useFormatMoney` from @freelane/shared (the site's configured currency, issue 28).

/** "22 Nov 2026" for dates and date-times (ISO strings or yyyy-MM-dd). */
export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('D MMM YYYY') : '—';
}

/** Whole days from today to a yyyy-MM-dd deadline (0 = today, negative = passed). */
export function daysUntil(date: string, now: Date = new Date()): number {
  return dayjs(date).startOf('day').diff(dayjs(now).startOf('day'), 'day');
}

/** Whole days since an ISO date-time (0 = today). */
export function daysSince(value: string, now: Date = new Date()): number {
  return dayjs(now).startOf('day').diff(dayjs(value).startOf('day'), 'day');
}

/** "Posted today", "Posted 1 day ago", "Posted 12 days ago". */
export function postedAgo(createdAt: string, now: Date = new Date()): string {
  const days = daysSince(createdAt, now);
  if (days <= 0) return 'Posted today';
  return `Posted ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** "5 days left", "Last day", "Deadline passed" (spec: days left to applicationDeadline, or "No Deadline"). */
export function deadlineLabel(applicationDeadline: string | null | undefined, now: Date = new Date()): string {
  if (!applicationDeadline) return 'No Deadline';
  const days = daysUntil(applicationDeadline, now);
  if (days < 0) return 'Deadline passed';
  if (days === 0) return 'Last day';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
