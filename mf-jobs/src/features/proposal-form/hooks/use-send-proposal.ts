import { getErrorMessage } from '@freelane/shared';
import type { ProposalBodyInput } from '@freelane/shared/contracts';
import { useApplyJobMutation } from '../api/apply-job';
import { useUpdateApplicationMutation } from '../api/update-application';
import { useToasts } from '@freelane/shared/ui';

/**
 * Sends a new proposal or resubmits an edited one. The server's message is shown either way
 * (spec §8: apply and update failures show it); resolves true when the proposal was stored.
 */
export function useSendProposal() {
  const [applyJob, applyState] = useApplyJobMutation();
  const [updateApplication, updateState] = useUpdateApplicationMutation();
  const { message } = useToasts();

  const run = async (request: () => Promise<{ message: string }>) => {
    try {
      const result = await request();
      message.success(result.message);
      return true;
    } catch (error) {
      message.error(getErrorMessage(error, 'Your proposal could not be sent. Please try again.'));
      return false;
    }
  };

  return {
    apply: (jobId: string, body: ProposalBodyInput) => run(() => applyJob({ jobId, body }).unwrap()),
    update: (applicationId: string, body: ProposalBodyInput) =>
      run(() => updateApplication({ applicationId, body }).unwrap()),
    sending: applyState.isLoading || updateState.isLoading,
  };
}
