import { messagePagePath } from '@freelane/shared';
import { Button, Flex } from 'antd';
import type { Job } from '@freelane/shared';
import { LinkButton } from '../../../components/link-button';
import { jobPagePath } from '../../../hooks/use-job-id-param';
import { useResolveDispute } from '../hooks/use-resolve-dispute';

function ActionLink({ to, label, primary = false }: { to: string; label: string; primary?: boolean }) {
  return (
    <LinkButton to={to} type={primary ? 'primary' : 'default'}>
      {label}
    </LinkButton>
  );
}

/** The client's actions for one job, by status (spec job-lifecycle §4). */
export function ClientJobActions({ job }: { job: Job }) {
  const resolveDispute = useResolveDispute();
  const freelancer = job.hiredFreelancer;
  const message = freelancer ? <ActionLink key="message" to={messagePagePath(freelancer._id)} label="Message" /> : null;

  let actions;
  switch (job.status) {
    case 'active':
      actions = [
        <ActionLink key="applicants" primary to={jobPagePath('/viewApplicants', job._id)} label="View Applicants" />,
        <ActionLink key="edit" to={jobPagePath('/edit-jobs', job._id)} label="Edit Job" />,
      ];
      break;
    case 'paused':
      actions = [<ActionLink key="take-action" primary to={jobPagePath('/takeAction', job._id)} label="Take Action" />];
      break;
    case 'review':
      actions = [
        <ActionLink key="review" primary to={jobPagePath('/completedJobs', job._id)} label="Review Changes" />,
        message,
      ];
      break;
    case 'disputes':
      actions = [
        <Button key="resolve" type="primary" danger onClick={() => resolveDispute(job)}>
          Resolve Disputes
        </Button>,
        message,
      ];
      break;
    default:
      actions = [
        <ActionLink key="details" primary to={jobPagePath('/completedJobs', job._id)} label="View Details" />,
        message,
      ];
  }
  return (
    <Flex gap={8} wrap>
      {actions}
    </Flex>
  );
}
