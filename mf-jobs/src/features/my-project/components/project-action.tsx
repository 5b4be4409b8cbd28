import { useNavigate } from 'react-router-dom';
import { useAwaitsMyReview } from '@freelane/shared';
import { disputePagePath, reviewPagePath, type Job } from '@freelane/shared/contracts';
import { PlainButton, FlexBox } from '@freelane/shared/ui';
import { jobPagePath } from '../../../lib/job-page-path';

interface ProjectActionProps {
  job: Job;
  onSubmitWork: (job: Job) => void;
}

/** The freelancer's action for a hired job, by status (spec §4). Its description names the job. Plain buttons (a first screen's). */
export function ProjectAction({ job, onSubmitWork }: ProjectActionProps) {
  const navigate = useNavigate();
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
            <PlainButton type="primary" onClick={() => navigate(reviewPagePath(job._id))} {...forJob}>
              Leave a Review
            </PlainButton>
          )}
          <PlainButton onClick={() => navigate(jobPagePath('/completedJobs', job._id))} {...forJob}>
            View Detail
          </PlainButton>
        </FlexBox>
      );
    case 'review':
      return (
        <PlainButton type="primary" onClick={() => navigate(jobPagePath('/viewRevision', job._id))} {...forJob}>
          Complete Revision
        </PlainButton>
      );
    case 'disputes':
      return (
        <PlainButton danger onClick={() => navigate(disputePagePath(job._id))} {...forJob}>
          Resolve Dispute
        </PlainButton>
      );
    case 'closed':
      return (
        <PlainButton onClick={() => navigate(jobPagePath('/completedJobs', job._id))} {...forJob}>
          View Detail
        </PlainButton>
      );
    default:
      return null;
  }
}
