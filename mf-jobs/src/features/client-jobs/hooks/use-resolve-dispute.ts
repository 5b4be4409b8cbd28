import { messagePagePath } from '@freelane/shared';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Job } from '@freelane/shared';

/**
 * Resolve Disputes (spec: no behaviour shown). Freelane holds no money, so a dispute is settled by
 * the two parties: the dialog says so and opens the conversation with the hired freelancer.
 */
export function useResolveDispute() {
  const { modal } = App.useApp();
  const navigate = useNavigate();

  return (job: Job) => {
    const freelancer = job.hiredFreelancer;
    modal.confirm({
      title: 'Resolve this dispute',
      content: freelancer
        ? `You marked the work on “${job.title}” as incomplete. Freelane takes no commission and holds no payment, so a dispute is settled directly between you and ${freelancer.fullName}: agree on what is missing and how to finish it in Messages.`
        : `You marked the work on “${job.title}” as incomplete. Freelane holds no payment; settle the dispute directly with the freelancer in Messages.`,
      okText: freelancer ? `Message ${freelancer.fullName}` : 'Open Messages',
      cancelText: 'Close',
      onOk: () => navigate(freelancer ? messagePagePath(freelancer._id) : '/message'),
    });
  };
}
