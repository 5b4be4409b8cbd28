/**
 * Numbers as an en-US reader reads them, written without Intl. The first Intl object a page builds
 * (a NumberFormat, a DateTimeFormat, a RelativeTimeFormat, a Collator…) makes the engine load its
 * locale data: 20–65 ms unthrottled in a fresh Chromium, four times that on a phone, inside whatever
 * task builds it (docs/decisions.md, stops 87 and 97). A page's first screen therefore writes its
 * figures, dates and relative times with plain code; Intl stays for what plain code cannot write
 * (another locale, another currency), built on first use, never at a module's load. The lint rule
 * `no-restricted-globals` (eslint.config.mjs) keeps Intl in the *-format modules of contracts.
 */

/** "1234567" → "1,234,567": a run of digits grouped by thousands with commas. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

let enUsNumbers: Intl.NumberFormat | undefined;

/**
 * A count as en-US writes it: "1,234", "-12", "0". An integer within the safe range is written
 * here; anything else (a fraction, a huge or non-finite number) by Intl, built the first time one
 * comes.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) {
    // Intl shows the sign of -0 too (a count computed as 0 * -1).
    const minus = value < 0 || Object.is(value, -0) ? '-' : '';
    return `${minus}${groupThousands(String(Math.abs(value)))}`;
  }
  enUsNumbers ??= new Intl.NumberFormat('en-US');
  return enUsNumbers.format(value);
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Mar 2026" for the month "2026-03" (as `Intl.DateTimeFormat('en', { month: 'short', year: 'numeric' })`). */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTHS_SHORT[Number(number) - 1];
  return name && year ? `${name} ${Number(year)}` : month;
}

/** The units a relative time is written in, as `Intl.RelativeTimeFormat` names them. */
export type RelativeUnit = 'minute' | 'hour' | 'day';

/**
 * A time before now as `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-amount, unit)`
 * writes it: "1 minute ago", "5 hours ago", "yesterday", "4 days ago" (`amount` ≥ 1, whole).
 */
export function formatTimeAgo(amount: number, unit: RelativeUnit): string {
  if (unit === 'day' && amount === 1) return 'yesterday';
  return `${groupThousands(String(amount))} ${unit}${amount === 1 ? '' : 's'} ago`;
}
