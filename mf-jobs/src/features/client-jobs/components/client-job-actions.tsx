import { useAwaitsMyReview } from '@freelane/shared';
import { disputePagePath, messagePagePath, reviewPagePath } from '@freelane/shared/contracts';
import { LinkButton, FlexBox } from '@freelane/shared/ui';
import type { Job } from '@freelane/shared/contracts';
import { jobPagePath } from '../../../lib/job-page-path';

function ActionLink({
  to,
  label,
  primary = false,
  danger = false,
}: {
  to: string;
  label: string;
  primary?: boolean;
  danger?: boolean;
}) {
  return (
    <LinkButton to={to} type={primary ? 'primary' : 'default'} danger={danger}>
      {label}
    </LinkButton>
  );
}

/** The client's actions for one job, by status (spec job-lifecycle §4). */
export function ClientJobActions({ job }: { job: Job }) {
  const awaitsReview = useAwaitsMyReview(job._id, job.status === 'completed');
  const freelancer = job.hiredFreelancer;
  const message = freelancer ? <ActionLink key="message" to={messagePagePath(freelancer._id)} label="Message" /> : null;
  const details = (primary: boolean) => (
    <ActionLink key="details" primary={primary} to={jobPagePath('/completedJobs', job._id)} label="View Details" />
  );

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
        <ActionLink key="resolve" primary danger to={disputePagePath(job._id)} label="Resolve Disputes" />,
        message,
      ];
      break;
    case 'completed':
      actions = awaitsReview
        ? [
            <ActionLink key="leave-review" primary to={reviewPagePath(job._id)} label="Leave a Review" />,
            details(false),
            message,
          ]
        : [details(true), message];
      break;
    default:
      actions = [details(true), message];
  }
  return (
    <FlexBox gap={8} wrap>
      {actions}
    </FlexBox>
  );
}
