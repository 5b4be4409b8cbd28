import { z } from 'zod';

// The formatter and the default are in a plain module of their own: pages that only show amounts load no zod.
export { currencySymbol, DEFAULT_CURRENCY, enUsCurrencySign, formatMoney, warmMoneyFormat } from './money-format';

// Read when a code is first checked, not when the module loads: the list is Intl's locale data,
// the first of which a page loads costs it tens of milliseconds (number-format.ts).
let knownCurrencies: Set<string> | null | undefined;
function isKnownCurrency(code: string): boolean {
  if (knownCurrencies === undefined) {
    try {
      knownCurrencies = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      knownCurrencies = null; // an engine without the list: the format check still applies
    }
  }
  return knownCurrencies === null || knownCurrencies.has(code);
}

/** An ISO 4217 code the runtime can format ("USD", "INR", "EUR"). */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD or INR')
  .refine(isKnownCurrency, 'is not an ISO 4217 currency code');
