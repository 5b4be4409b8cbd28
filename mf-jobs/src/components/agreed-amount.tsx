import { useFormatMoney } from '@freelane/shared';
import {
  agreedAmountLabel,
  agreedAmountSource,
  type AgreedAmountBasis,
} from '@freelane/shared/contracts/agreed-amount';

/**
 * A job's money as every screen shows it (issue 36): the agreed amount (the accepted bid or the
 * brief's amount), or the budget while nothing is agreed, with where it comes from. One figure
 * per job, from the API's `agreedAmount`.
 */
export function useAgreedAmount() {
  const formatMoney = useFormatMoney();
  return (agreed: { amount: number; basis: AgreedAmountBasis | 'unknown' }) => {
    const basis = agreed.basis === 'unknown' ? 'budget' : agreed.basis;
    return {
      label: agreedAmountLabel(basis),
      text: formatMoney(agreed.amount),
      /** "$580.00 (accepted bid)", or just the amount for a budget. */
      described:
        basis === 'budget'
          ? formatMoney(agreed.amount)
          : `${formatMoney(agreed.amount)} (${agreedAmountSource(basis)})`,
    };
  };
}
