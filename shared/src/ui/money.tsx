import { useFormatMoney } from '../features/public-config/hooks/use-format-money';

/** An amount in the site's currency, where a hook cannot be called (a table column's render). */
export function Money({ amount }: { amount: number }) {
  return <>{useFormatMoney()(amount)}</>;
}
