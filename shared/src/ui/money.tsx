import { useFormatMoney } from '@freelane/shared/session';

/** An amount in the site's currency, where a hook cannot be called (a table column's render). */
export function Money({ amount }: { amount: number }) {
  return <>{useFormatMoney()(amount)}</>;
}
