import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Job } from '@freelane/shared';
import { jobPagePath } from '../../../hooks/use-job-id-param';

interface ProjectActionProps {
  job: Job;
  onSubmitWork: (job: Job) => void;
}

/** The freelancer's one action for a hired job, by status (spec §4). Its description names the job. */
export function ProjectAction({ job, onSubmitWork }: ProjectActionProps) {
  const navigate = useNavigate();
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
        <Button onClick={() => navigate(jobPagePath('/completedJobs', job._id))} {...forJob}>
          View Detail
        </Button>
      );
    case 'review':
      return (
        <Button type="primary" onClick={() => navigate(jobPagePath('/viewRevision', job._id))} {...forJob}>
          Complete Revision
        </Button>
      );
    case 'disputes':
      // No dispute process exists yet: talking to the client is the real way to resolve it.
      return (
        <Button danger onClick={() => navigate(`/message?userId=${encodeURIComponent(job.owner._id)}`)} {...forJob}>
          Resolve Dispute
        </Button>
      );
    default:
      return null;
  }
}
