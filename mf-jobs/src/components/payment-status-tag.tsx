import { Tag } from 'antd';
import { paymentStatusLabel, type PaymentStatus } from '@freelane/shared/contracts/payment-status';

const COLORS: Record<PaymentStatus, string> = {
  pending: 'gold',
  paid: 'blue',
  confirmed: 'success',
  disputed: 'volcano',
};

/** A job's payment status in the words every screen uses: Payment due, Marked paid, Confirmed received, Disputed. */
export function PaymentStatusTag({ status }: { status: PaymentStatus | 'unknown' | null }) {
  if (status === 'unknown') return <Tag>Unknown</Tag>;
  return <Tag color={status ? COLORS[status] : 'default'}>{paymentStatusLabel(status)}</Tag>;
}
