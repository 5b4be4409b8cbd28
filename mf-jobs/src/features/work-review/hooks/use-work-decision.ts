import { useNavigate } from 'react-router-dom';
import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import type { Job } from '@freelane/shared/contracts';
import { useAcceptWorkMutation } from '../api/accept-work';
import { useToasts, useConfirm } from '@freelane/shared/ui';

/**
 * Accept Work (spec §2 /takeAction): after a confirmation, then My Jobs. Mark As Incomplete needs a
 * reason, so it has its own dialog (IncompleteWorkDialog).
 */
export function useWorkDecision() {
  const [acceptWork, accepting] = useAcceptWorkMutation();
  const { message } = useToasts();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();

  const accept = (job: Job) =>
    confirm({
      title: 'Accept this work?',
      // Freelane holds no money (issue 36): accepting makes the agreed amount due, paid directly.
      content: `The work on “${job.title}” becomes final and complete, and the agreed amount of ${formatMoney(job.agreedAmount.amount)} falls due: you pay it to ${job.hiredFreelancer?.fullName ?? 'the freelancer'} directly, then mark it paid. This cannot be undone.`,
      okText: 'Accept Work',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await acceptWork(job._id).unwrap();
          message.success(result.message ?? 'Work accepted.');
          navigate('/myJobs');
        } catch (error) {
          message.error(getErrorMessage(error));
        }
      },
    });

  return { accept, busy: accepting.isLoading };
}
