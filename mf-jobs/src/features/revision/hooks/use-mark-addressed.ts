import { getErrorMessage } from '@freelane/shared';
import type { Job } from '@freelane/shared/contracts';
import { useMarkAddressedMutation } from '../api/mark-addressed';
import { useToasts, useConfirm } from '@freelane/shared/ui';

/**
 * Mark As Addressed, after a confirmation (it is once and tells the client). The job refreshes, so
 * the request card then reads Addressed.
 */
export function useMarkAddressed() {
  const [markAddressed, { isLoading }] = useMarkAddressedMutation();
  const { message } = useToasts();
  const confirm = useConfirm();

  const confirmAddressed = (job: Job) =>
    confirm({
      title: 'Mark the revision request as addressed?',
      content: `${job.owner.fullName} is told that you have made the requested changes. Then submit the revised work before the deadline.`,
      okText: 'Mark As Addressed',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await markAddressed(job._id).unwrap();
          message.success(result.message ?? 'The revision request is marked as addressed.');
        } catch (error) {
          message.error(getErrorMessage(error));
        }
      },
    });

  return { confirmAddressed, marking: isLoading };
}
