import type { Job } from '@freelane/shared/contracts';
import { LinkButton, PlainResult } from '@freelane/shared/ui';
import { jobStatusLabel } from '../../../components/job-status-tag';
import { jobPagePath } from '../../../lib/job-page-path';

/**
 * Why a job cannot be edited here (not the caller's, or no longer open), and where to go instead.
 * Plain (no antd, no lazy load): it can be the first screen, and then the server's HTML shows it
 * and the app's first render shows the same, not a loading state in between (issue 39).
 */
export function NotEditable({ job, notOwner }: { job: Job; notOwner: boolean }) {
  return notOwner ? (
    <PlainResult
      status="warning"
      title="This is not your job"
      subTitle="Only the client who posted a job can edit it."
      extra={
        <LinkButton to="/myJobs" type="primary">
          Back to My Jobs
        </LinkButton>
      }
    />
  ) : (
    <PlainResult
      status="info"
      title="This job can no longer be edited"
      subTitle={`This job is ${jobStatusLabel(job.status)}${job.hiredFreelancer ? ` with ${job.hiredFreelancer.fullName} hired` : ''}. Only open jobs, before anyone is hired, can be edited or deleted.`}
      extra={
        <>
          <LinkButton to={jobPagePath('/completedJobs', job._id)} type="primary">
            View Details
          </LinkButton>
          <LinkButton to="/myJobs">Back to My Jobs</LinkButton>
        </>
      }
    />
  );
}
