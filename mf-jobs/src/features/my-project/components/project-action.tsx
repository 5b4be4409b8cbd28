import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAwaitsMyReview } from '@freelane/shared';
import { disputePagePath, reviewPagePath, type Job } from '@freelane/shared/contracts';
import { jobPagePath } from '../../../lib/job-page-path';

interface ProjectActionProps {
  job: Job;
  onSubmitWork: (job: Job) => void;
}

/** The freelancer's action for a hired job, by status (spec §4). Its description names the job. */
export function ProjectAction({ job, onSubmitWork }: ProjectActionProps) {
  const navigate = useNavigate();
  const awaitsReview = useAwaitsMyReview(job._id, job.status === 'completed');
  const forJob = { 'aria-describedby': `project-title-${job._id}` };
  switch (job.status) {
    case 'progress':
      return (
        <Button type="primary" onClick={() => onSubmitWork(job)} {...forJob}>
          Submit Work
        </Button>
      );
    case 'paused':
      return (
        <Button disabled title="The client is reviewing your submission." {...forJob}>
          Work Under Review
        </Button>
      );
    case 'completed':
      return (
        <Flex gap={8} wrap>
          {awaitsReview && (
            <Button type="primary" onClick={() => navigate(reviewPagePath(job._id))} {...forJob}>
              Leave a Review
            </Button>
          )}
          <Button onClick={() => navigate(jobPagePath('/completedJobs', job._id))} {...forJob}>
            View Detail
          </Button>
        </Flex>
      );
    case 'review':
      return (
        <Button type="primary" onClick={() => navigate(jobPagePath('/viewRevision', job._id))} {...forJob}>
          Complete Revision
        </Button>
      );
    case 'disputes':
      return (
        <Button danger onClick={() => navigate(disputePagePath(job._id))} {...forJob}>
          Resolve Dispute
        </Button>
      );
    case 'closed':
      return (
        <Button onClick={() => navigate(jobPagePath('/completedJobs', job._id))} {...forJob}>
          View Detail
        </Button>
      );
    default:
      return null;
  }
}
