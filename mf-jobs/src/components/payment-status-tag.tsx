import { paymentStatusLabel, type PaymentStatus } from '@freelane/shared/contracts/payment-status';
import { PlainTag, type PlainTagColor } from '@freelane/shared/ui';

// antd's success preset was its green shades (the plain tag's green).
const COLORS: Record<PaymentStatus, PlainTagColor> = {
  pending: 'gold',
  paid: 'blue',
  confirmed: 'green',
  disputed: 'volcano',
};

/** A job's payment status in the words every screen uses: Payment due, Marked paid, Confirmed received, Disputed. */
export function PaymentStatusTag({ status }: { status: PaymentStatus | 'unknown' | null }) {
  if (status === 'unknown') return <PlainTag>Unknown</PlainTag>;
  return <PlainTag color={status ? COLORS[status] : 'default'}>{paymentStatusLabel(status)}</PlainTag>;
}
