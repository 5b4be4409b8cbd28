/**
 * A job's payment status (issue 36), kept by its two parties: Freelane holds no money, so the
 * record says only what they said. The agreed amount falls due when the work is accepted
 * (pending), the client marks it paid (paid), the freelancer confirms it received (confirmed);
 * disputed while a dispute is open on the job. Plain module (no zod).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'confirmed', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the rule reads of a job: its status and the two parties' marks. */
export interface PaymentStatusInput {
  status: string;
  paidAt: Date | string | null;
  paymentConfirmedAt: Date | string | null;
}

/**
 * Null while nothing is due: the work is not accepted yet, or the job was closed without
 * completion (nothing owed). A confirmation stands without the client's mark: the freelancer's
 * word that the money arrived is the last one.
 */
export function paymentStatusOf({ status, paidAt, paymentConfirmedAt }: PaymentStatusInput): PaymentStatus | null {
  if (status === 'disputes') return 'disputed';
  if (status !== 'completed') return null;
  if (paymentConfirmedAt) return 'confirmed';
  if (paidAt) return 'paid';
  return 'pending';
}

const LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment due',
  paid: 'Marked paid',
  confirmed: 'Confirmed received',
  disputed: 'Disputed',
};

/** The words every screen shows for a payment status; "Not due yet" when there is none. */
export const paymentStatusLabel = (status: PaymentStatus | null): string => (status ? LABELS[status] : 'Not due yet');
