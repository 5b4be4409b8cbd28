/**
 * One currency for the whole site (issue 28): `CURRENCY` on the server (ISO 4217, default USD),
 * sent to the front end in GET /public/config, and every amount shown through `formatMoney`.
 * Freelane holds no money; the currency only says what the figures people agree on are in.
 */
import { groupThousands } from './number-format';

export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * How en-US shows the commonest currencies: its sign and its minor digits, exactly as ICU writes
 * them (`money-format.test.ts` checks every entry against Intl.NumberFormat). The first
 * Intl.NumberFormat a page builds costs 20–65 ms unthrottled in a fresh Chromium, 100 ms and more
 * on a phone (the engine loads its number data): inside the first render of a visitor's job page
 * it was 106 of that render's 118 ms at 4× CPU (issue 39, docs/decisions.md stop 87). An amount in
 * one of these currencies, for an en-US reader, is written here instead, the same characters.
 */
const EN_US_CURRENCIES: Readonly<Record<string, readonly [sign: string, minorDigits: number]>> = {
  USD: ['$', 2],
  EUR: ['€', 2],
  GBP: ['£', 2],
  INR: ['₹', 2],
  CAD: ['CA$', 2],
  AUD: ['A$', 2],
  NZD: ['NZ$', 2],
  MXN: ['MX$', 2],
  BRL: ['R$', 2],
  HKD: ['HK$', 2],
  CNY: ['CN¥', 2],
  PHP: ['₱', 2],
  ILS: ['₪', 2],
  TWD: ['NT$', 2],
  JPY: ['¥', 0],
  KRW: ['₩', 0],
  VND: ['₫', 0],
};

/** The reader's language, as the browser (and Node ≥ 21) reports it; Intl's default locale follows it. */
function readerLocale(): string | undefined {
  // Through globalThis: the API's build (the server renderers call this too) has no DOM types.
  return (globalThis as { navigator?: { language?: string } }).navigator?.language;
}

/**
 * `magnitude` (≥ 0) with `digits` decimals as ICU rounds it: half away from zero, on the shortest
 * decimal that reads back as the same number (1.005 → "1.01", where toFixed gives "1.00"). Null when
 * that decimal has an exponent (1e21 and over, under 1e-6): Intl writes those.
 */
function roundedAsIcu(magnitude: number, digits: number): { whole: string; fraction: string } | null {
  const text = String(magnitude);
  if (text.includes('e')) return null;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = whole + fraction.slice(0, digits);
  const rounded = fraction[digits] >= '5' ? (BigInt(kept) + BigInt(1)).toString().padStart(kept.length, '0') : kept;
  const wholeLength = rounded.length - digits;
  return { whole: rounded.slice(0, wholeLength) || '0', fraction: rounded.slice(wholeLength) };
}

/** An en-US amount written without Intl, or null when Intl must write it (another currency, a non-finite amount). */
function enUsMoney(amount: number, currency: string, whole: boolean): string | null {
  const known = EN_US_CURRENCIES[currency];
  if (!known || !Number.isFinite(amount)) return null;
  const [sign, minorDigits] = known;
  const digits = whole ? 0 : minorDigits;
  const parts = roundedAsIcu(Math.abs(amount), digits);
  if (!parts) return null;
  // ICU shows the sign of a negative amount, zero included (-0, or -0.001 at two decimals).
  const minus = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const grouped = groupThousands(parts.whole);
  return `${minus}${sign}${grouped}${digits > 0 ? `.${parts.fraction}` : ''}`;
}

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
  if ((options.locale ?? readerLocale()) === 'en-US') {
    const written = enUsMoney(amount, currency, whole);
    if (written !== null) return written;
  }
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

/** The currency's own sign ("$", "₹", "€") as en-US writes it, when it is one of the commonest, else undefined. */
export function enUsCurrencySign(currency: string, locale: string | undefined = readerLocale()): string | undefined {
  return locale === 'en-US' ? EN_US_CURRENCIES[currency]?.[0] : undefined;
}

/** The currency's own sign ("$", "₹", "€", "US$" for en-GB), for the prefix of an amount field. */
export function currencySymbol(currency: string, locale?: string): string {
  // Without Intl where en-US's sign is known: the first number format of a page is its costliest.
  const known = enUsCurrencySign(currency, locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * Builds the formatters a first page uses, ahead of its render. A page's first number format
 * costs 50–85 ms on a phone (4× CPU; the engine loads its number data once per page, after which a
 * formatter costs ~0.3 ms), measured inside the first render of every page that shows an amount.
 * The shell calls this while its largest file (React DOM) is still arriving and the main thread
 * has nothing else to do (issue 39). For an en-US reader of a currency `formatMoney` writes itself
 * there is nothing to build.
 */
export function warmMoneyFormat(currency: string = DEFAULT_CURRENCY): void {
  try {
    formatMoney(0, currency);
    formatMoney(0, currency, { wholeUnits: true });
  } catch {
    // An unknown currency: the page's own format shows the error where it belongs.
  }
}
