import { Result } from 'antd';
import type { Job } from '@freelane/shared/contracts';
import { AntdProvider, LinkButton } from '@freelane/shared/ui';
import { jobStatusLabel } from '../../../components/job-status-tag';
import { jobPagePath } from '../../../lib/job-page-path';

/**
 * Why a job cannot be edited here (not the caller's, or no longer open), and where to go instead.
 * Loaded only when it shows (issue 39): Edit Job's usual first screen is the plain form.
 */
export default function NotEditable({ job, notOwner }: { job: Job; notOwner: boolean }) {
  return (
    <AntdProvider>
      {notOwner ? (
        <Result
          status="403"
          title="This is not your job"
          subTitle="Only the client who posted a job can edit it."
          extra={
            <LinkButton to="/myJobs" type="primary">
              Back to My Jobs
            </LinkButton>
          }
        />
      ) : (
        <Result
          status="info"
          title="This job can no longer be edited"
          subTitle={`This job is ${jobStatusLabel(job.status)}${job.hiredFreelancer ? ` with ${job.hiredFreelancer.fullName} hired` : ''}. Only open jobs, before anyone is hired, can be edited or deleted.`}
          extra={[
            <LinkButton key="details" to={jobPagePath('/completedJobs', job._id)} type="primary">
              View Details
            </LinkButton>,
            <LinkButton key="back" to="/myJobs">
              Back to My Jobs
            </LinkButton>,
          ]}
        />
      )}
    </AntdProvider>
  );
}
