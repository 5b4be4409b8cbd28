import { Col, Result, Row } from 'antd';
import type { Job } from '@freelane/shared/contracts';
import { jobStatusLabel } from '../../../components/job-status-tag';
import { jobPagePath } from '../../../lib/job-page-path';
import { JobContractPanel } from './job-contract-panel';
import { RevisionRequestForm } from './revision-request-form';
import { LinkButton } from '@freelane/shared/ui';

/** The revision form beside the job details, or why a revision cannot be requested now. */
export function ReviewChangesView({ job }: { job: Job }) {
  if (job.status !== 'paused' || job.reviewChance) {
    return (
      <Result
        status="info"
        title="A revision cannot be requested for this job"
        subTitle={
          job.reviewChance
            ? 'You have already used the free revision for this job.'
            : `“${job.title}” is ${jobStatusLabel(job.status)}. A revision can be requested only while submitted work waits for your review.`
        }
        extra={[
          <LinkButton
            key="details"
            type="primary"
            to={jobPagePath(job.status === 'paused' ? '/takeAction' : '/completedJobs', job._id)}
          >
            {job.status === 'paused' ? 'Back to the review' : 'View Details'}
          </LinkButton>,
          <LinkButton key="back" to="/myJobs">
            Back to My Jobs
          </LinkButton>,
        ]}
      />
    );
  }
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        <RevisionRequestForm job={job} />
      </Col>
      <Col xs={24} lg={9}>
        <JobContractPanel job={job} />
      </Col>
    </Row>
  );
}
