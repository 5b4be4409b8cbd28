import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage, type Job } from '@freelane/shared';
import { useAcceptWorkMutation } from '../../../api/accept-work';
import { useIncompleteWorkMutation } from '../../../api/incomplete-work';

/** Accept Work and Mark As Incomplete (spec §2 /takeAction): each after a confirmation, then My Jobs. */
export function useWorkDecision() {
  const [acceptWork, accepting] = useAcceptWorkMutation();
  const [incompleteWork, markingIncomplete] = useIncompleteWorkMutation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();

  const run = async (call: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      const result = await call();
      message.success(result.message ?? fallback);
      navigate('/myJobs');
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  const accept = (job: Job) =>
    modal.confirm({
      title: 'Accept this work?',
      content: `The work on “${job.title}” becomes final and complete, and payment is released to ${job.hiredFreelancer?.fullName ?? 'the freelancer'}. This cannot be undone.`,
      okText: 'Accept Work',
      cancelText: 'Cancel',
      onOk: () => run(() => acceptWork(job._id).unwrap(), 'Work accepted.'),
    });

  const markIncomplete = (job: Job) =>
    modal.confirm({
      title: 'Mark this work as incomplete?',
      content: `Say this only if the delivery does not meet the requirements of “${job.title}”. The job moves to Disputes and ${job.hiredFreelancer?.fullName ?? 'the freelancer'} is told.`,
      okText: 'Mark As Incomplete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => run(() => incompleteWork(job._id).unwrap(), 'Work marked as incomplete.'),
    });

  return { accept, markIncomplete, busy: accepting.isLoading || markingIncomplete.isLoading };
}
