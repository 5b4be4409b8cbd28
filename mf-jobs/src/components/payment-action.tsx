import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import type { PaymentStatus } from '@freelane/shared/contracts/payment-status';
import { PlainButton, useConfirm, useToasts } from '@freelane/shared/ui';
import { useConfirmPaymentReceivedMutation, useMarkPaidMutation } from '../api/payment-record';

interface PaymentActionProps {
  jobId: string;
  title: string;
  /** The job's agreed amount. */
  amount: number;
  /** The other party's name. */
  otherParty: string;
  paymentStatus: PaymentStatus | 'unknown' | null;
  /** Who is looking: the client marks paid, the hired freelancer confirms received. */
  side: 'client' | 'freelancer';
}

/**
 * The one step of the payment record this party can take now, or nothing: the client's Mark Paid
 * while the amount is due; the freelancer's Confirm Received until they have. Freelane holds no
 * money: the dialogs say the payment happens between the two of them. A plain button: it sits on the
 * first screens of /transaction and /earnings, which load no antd (issue 39); the dialog is the toast host's.
 */
export function PaymentAction({ jobId, title, amount, otherParty, paymentStatus, side }: PaymentActionProps) {
  const amountText = useFormatMoney()(amount);
  const [markPaid, marking] = useMarkPaidMutation();
  const [confirmReceived, confirming] = useConfirmPaymentReceivedMutation();
  const { message } = useToasts();
  const confirm = useConfirm();

  const run = (call: () => Promise<{ message?: string }>) => async () => {
    try {
      const result = await call();
      if (result.message) message.success(result.message);
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  if (side === 'client' && paymentStatus === 'pending') {
    return (
      <PlainButton
        size="small"
        loading={marking.isLoading}
        aria-label={`Mark Paid: ${amountText} for ${title}`}
        onClick={() =>
          confirm({
            title: `Mark ${amountText} paid?`,
            content: `Record that you paid ${otherParty} the agreed amount for “${title}” directly. ${otherParty} is asked to confirm receiving it.`,
            okText: 'Mark Paid',
            cancelText: 'Cancel',
            onOk: run(() => markPaid(jobId).unwrap()),
          })
        }
      >
        Mark Paid
      </PlainButton>
    );
  }
  if (side === 'freelancer' && (paymentStatus === 'pending' || paymentStatus === 'paid')) {
    return (
      <PlainButton
        size="small"
        type={paymentStatus === 'paid' ? 'primary' : 'default'}
        loading={confirming.isLoading}
        aria-label={`Confirm Received: ${amountText} for ${title}`}
        onClick={() =>
          confirm({
            title: `Confirm ${amountText} received?`,
            content: `Record that ${otherParty} paid you the agreed amount for “${title}”. ${otherParty} is told.`,
            okText: 'Confirm Received',
            cancelText: 'Cancel',
            onOk: run(() => confirmReceived(jobId).unwrap()),
          })
        }
      >
        Confirm Received
      </PlainButton>
    );
  }
  return null;
}
