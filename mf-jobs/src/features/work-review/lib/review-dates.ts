import { formatDate } from '../../../lib/format';

/** The spec shows the date part of a deadline (its UTC day, as stored), never a shifted local day. */
export function deadlineDay(value: string | null): string {
  return value ? formatDate(value.slice(0, 10)) : '—';
}
