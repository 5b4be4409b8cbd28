import type { Job } from '@freelane/shared/contracts';
import { LinkButton, PlainResult } from '@freelane/shared/ui';
import { jobStatusLabel } from '../../../components/job-status-tag';
import { PageGrid } from '../../../components/page-grid';
import { jobPagePath } from '../../../lib/job-page-path';
import { JobContractPanel } from './job-contract-panel';
import { RevisionRequestForm } from './revision-request-form';

/** The revision form beside the job details, or why a revision cannot be requested now. */
export function ReviewChangesView({ job }: { job: Job }) {
  if (job.status !== 'paused' || job.reviewChance) {
    return (
      <PlainResult
        status="info"
        title="A revision cannot be requested for this job"
        subTitle={
          job.reviewChance
            ? 'You have already used the free revision for this job.'
            : `“${job.title}” is ${jobStatusLabel(job.status)}. A revision can be requested only while submitted work waits for your review.`
        }
        extra={
          <>
            <LinkButton
              type="primary"
              to={jobPagePath(job.status === 'paused' ? '/takeAction' : '/completedJobs', job._id)}
            >
              {job.status === 'paused' ? 'Back to the review' : 'View Details'}
            </LinkButton>
            <LinkButton to="/myJobs">Back to My Jobs</LinkButton>
          </>
        }
      />
    );
  }
  return (
    <PageGrid layout="main-side" wide>
      <RevisionRequestForm job={job} />
      <JobContractPanel job={job} />
    </PageGrid>
  );
}
