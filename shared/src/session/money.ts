import { useCallback } from 'react';
import { currencySymbol, DEFAULT_CURRENCY, formatMoney } from '../contracts/money-format';
import { usePublicConfig } from './session-queries';

// The currency's sign for an amount field's prefix: written with the other money formats.
export { currencySymbol };

/**
 * The site's currency from `GET /public/config` (issue 28: one `CURRENCY` for the whole site).
 * Until the config has arrived, and if it cannot be read, amounts show in the default (USD), the
 * same as a server that sets no `CURRENCY`.
 */
export function useCurrency(): string {
  return usePublicConfig()?.currency ?? DEFAULT_CURRENCY;
}

/** The site currency's own sign ("$", "₹", "€"), for the prefix of an amount field. */
export function useCurrencySymbol(): string {
  return currencySymbol(useCurrency());
}

/**
 * `formatMoney` bound to the site's currency: "$1,250", "₹500", "$12.50". Whole amounts keep no
 * decimals (agreed prices are mostly whole), others show the currency's minor units.
 */
export function useFormatMoney(): (amount: number) => string {
  const currency = useCurrency();
  return useCallback((amount: number) => formatMoney(amount, currency, { wholeUnits: true }), [currency]);
}
