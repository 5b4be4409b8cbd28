import dayjs from 'dayjs';
// Written without Intl: the centre's first render would build the page's first Intl object (number-format.ts).
import { formatTimeAgo } from '@freelane/shared/contracts/number-format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; from a week on, the date
 * ("12 Mar 2026"), which reads better than "7 weeks ago".
 */
export function formatRelativeTime(value: string, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(value).getTime()) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds < HOUR) return formatTimeAgo(Math.max(1, Math.round(seconds / MINUTE)), 'minute');
  if (seconds < DAY) return formatTimeAgo(Math.round(seconds / HOUR), 'hour');
  const days = dayjs(now).startOf('day').diff(dayjs(value).startOf('day'), 'day');
  if (days < 7) return formatTimeAgo(Math.max(1, days), 'day');
  return dayjs(value).format('D MMM YYYY');
}

/** The exact moment, shown on hover: "12 Mar 2026, 14:05". */
export function formatExactTime(value: string): string {
  return dayjs(value).format('D MMM YYYY, HH:mm');
}
