import { z } from 'zod';

// The formatter and the default are in a plain module of their own: pages that only show amounts load no zod.
export { DEFAULT_CURRENCY, enUsCurrencySign, formatMoney, warmMoneyFormat } from './money-format';

const knownCurrencies = (() => {
  try {
    return new Set(Intl.supportedValuesOf('currency'));
  } catch {
    return null; // an engine without the list: the format check below still applies
  }
})();

/** An ISO 4217 code the runtime can format ("USD", "INR", "EUR"). */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD or INR')
  .refine((code) => knownCurrencies === null || knownCurrencies.has(code), 'is not an ISO 4217 currency code');
