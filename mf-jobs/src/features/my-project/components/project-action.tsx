import { useAwaitsMyReview } from '@freelane/shared';
import { disputePagePath, reviewPagePath, type Job } from '@freelane/shared/contracts';
import { FlexBox, LinkButton, PlainButton } from '@freelane/shared/ui';
import { jobPagePath } from '../../../lib/job-page-path';

interface ProjectActionProps {
  job: Job;
  onSubmitWork: (job: Job) => void;
}

/**
 * The freelancer's action for a hired job, by status (spec §4). Its description names the job. Plain
 * controls (a first screen's): Submit Work opens a dialog (a button); the others lead to a page, so
 * they are links (keyboard, middle-click, a new tab, and the shell's prefetch see them; issue 39).
 */
export function ProjectAction({ job, onSubmitWork }: ProjectActionProps) {
  const awaitsReview = useAwaitsMyReview(job._id, job.status === 'completed');
  const forJob = { 'aria-describedby': `project-title-${job._id}` };
  switch (job.status) {
    case 'progress':
      return (
        <PlainButton type="primary" onClick={() => onSubmitWork(job)} {...forJob}>
          Submit Work
        </PlainButton>
      );
    case 'paused':
      return (
        <PlainButton disabled title="The client is reviewing your submission." {...forJob}>
          Work Under Review
        </PlainButton>
      );
    case 'completed':
      return (
        <FlexBox gap={8} wrap>
          {awaitsReview && (
            <LinkButton type="primary" to={reviewPagePath(job._id)} {...forJob}>
              Leave a Review
            </LinkButton>
          )}
          <LinkButton to={jobPagePath('/completedJobs', job._id)} {...forJob}>
            View Detail
          </LinkButton>
        </FlexBox>
      );
    case 'review':
      return (
        <LinkButton type="primary" to={jobPagePath('/viewRevision', job._id)} {...forJob}>
          Complete Revision
        </LinkButton>
      );
    case 'disputes':
      return (
        <LinkButton danger to={disputePagePath(job._id)} {...forJob}>
          Resolve Dispute
        </LinkButton>
      );
    case 'closed':
      return (
        <LinkButton to={jobPagePath('/completedJobs', job._id)} {...forJob}>
          View Detail
        </LinkButton>
      );
    default:
      return null;
  }
}
