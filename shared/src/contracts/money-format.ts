/**
 * One currency for the whole site (issue 28): `CURRENCY` on the server (ISO 4217, default USD),
 * sent to the front end in GET /public/config, and every amount shown through `formatMoney`.
 * Freelane holds no money; the currency only says what the figures people agree on are in.
 */
export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount as people read it in that currency: "$1,250.00", "₹500.00", "€80.50". Whole amounts
 * keep no decimals when `wholeUnits` is set (figures on cards). The locale defaults to the reader's.
 */
export function formatMoney(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  options: { locale?: string; wholeUnits?: boolean } = {},
): string {
  const whole = Boolean(options.wholeUnits) && Number.isInteger(amount);
  const key = `${options.locale ?? ''}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(options.locale, {
      style: 'currency',
      currency,
      ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/**
 * Builds the formatters a first page uses, ahead of its render. A page's first number format
 * costs 50–85 ms on a phone (4× CPU; the engine loads its number data once per page, after which a
 * formatter costs ~0.3 ms), measured inside the first render of every page that shows an amount.
 * The shell calls this while its largest file (React DOM) is still arriving and the main thread
 * has nothing else to do (issue 39).
 */
export function warmMoneyFormat(currency: string = DEFAULT_CURRENCY): void {
  try {
    formatMoney(0, currency);
    formatMoney(0, currency, { wholeUnits: true });
  } catch {
    // An unknown currency: the page's own format shows the error where it belongs.
  }
}
