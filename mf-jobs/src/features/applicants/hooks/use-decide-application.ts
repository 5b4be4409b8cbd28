import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import type { Application } from '@freelane/shared/contracts';
import { useUpdateApplicationStatusMutation } from '../api/update-application-status';
import { useToasts, useConfirm } from '@freelane/shared/ui';

/**
 * Accept (hire, then My Jobs) or reject (stays here) a proposal, each after a confirmation: hiring
 * declines every other pending proposal of the job, and neither decision can be undone.
 */
export function useDecideApplication(onDecided: () => void) {
  const [updateStatus, { isLoading }] = useUpdateApplicationStatusMutation();
  const { message } = useToasts();
  const confirm = useConfirm();
  const navigate = useNavigate();

  const decide = async (application: Application, status: 'accepted' | 'rejected') => {
    try {
      const result = await updateStatus({
        applicationId: application._id,
        jobId: application.job._id,
        status,
      }).unwrap();
      message.success(result.message);
      onDecided();
      if (status === 'accepted') navigate('/myJobs');
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  const accept = (application: Application) => {
    const name = application.applicant.user.fullName;
    confirm({
      title: `Hire ${name}?`,
      content: `${name} starts work on “${application.job.title}”. Every other pending proposal for this job will be declined.`,
      okText: 'Accept',
      cancelText: 'Cancel',
      onOk: () => decide(application, 'accepted'),
    });
  };

  const reject = (application: Application) => {
    const name = application.applicant.user.fullName;
    confirm({
      title: `Reject ${name}'s proposal?`,
      content: `${name} will be told that the proposal was not chosen. This cannot be undone.`,
      okText: 'Reject',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => decide(application, 'rejected'),
    });
  };

  return { accept, reject, deciding: isLoading };
}
