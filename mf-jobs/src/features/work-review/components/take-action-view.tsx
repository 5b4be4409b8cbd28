import { lazy, useState } from 'react';
import { messagePagePath } from '@freelane/shared/contracts/page-paths';
import { FlexBox, LinkButton, OnceOpened, PlainButton, PlainCard, PlainResult } from '@freelane/shared/ui';
import type { Job } from '@freelane/shared/contracts';
import { jobStatusLabel, JobStatusTag } from '../../../components/job-status-tag';
import { PageGrid } from '../../../components/page-grid';
import { WorkFileList } from '../../../components/work-file-list';
import { jobPagePath } from '../../../lib/job-page-path';
import { formatDate } from '../../../lib/format';
import { useWorkDecision } from '../hooks/use-work-decision';
import { JobContractPanel } from './job-contract-panel';
import { RevisionPolicyNotice } from './revision-policy-notice';

// Its antd Modal and Form load when Mark As Incomplete is first pressed (issue 39): not on the first screen.
const IncompleteWorkDialog = lazy(() => import('./incomplete-work-island'));

/** The client's review of a submission: the delivered files, the contract, and the three decisions. */
export function TakeActionView({ job }: { job: Job }) {
  const { accept, busy } = useWorkDecision();
  const [markingIncomplete, setMarkingIncomplete] = useState(false);
  const freelancer = job.hiredFreelancer;

  const heading = (
    <FlexBox gap={12} align="center" wrap>
      <h1 className="fl-title" style={{ margin: 0, fontSize: 28 }}>
        {job.title}
      </h1>
      <JobStatusTag status={job.status} />
    </FlexBox>
  );

  if (job.status !== 'paused') {
    return (
      <>
        {heading}
        <PlainResult
          status="info"
          title="No submitted work is waiting for your review"
          subTitle={`“${job.title}” is ${jobStatusLabel(job.status)}. Work can be reviewed once the freelancer submits it.`}
          extra={
            <>
              <LinkButton type="primary" to={jobPagePath('/completedJobs', job._id)}>
                View Details
              </LinkButton>
              <LinkButton to="/myJobs">Back to My Jobs</LinkButton>
            </>
          }
        />
      </>
    );
  }

  return (
    <FlexBox vertical gap={24}>
      {heading}
      <RevisionPolicyNotice job={job} />
      <PageGrid layout="main-side" wide>
        <PlainCard title="Submission preview">
          <p className="fl-paragraph fl-text-secondary">
            {freelancer?.fullName ?? 'The freelancer'} submitted the work on {formatDate(job.submittedAt)}. Download the
            files to check them before you decide.
          </p>
          <WorkFileList files={job.files} />
          {freelancer && (
            <p className="fl-paragraph" style={{ marginTop: 16, marginBottom: 0 }}>
              A file missing or not opening?{' '}
              <LinkButton type="link" style={{ padding: 0 }} to={messagePagePath(freelancer._id)}>
                Message {freelancer.fullName}
              </LinkButton>
            </p>
          )}
        </PlainCard>
        <FlexBox vertical gap={24}>
          <JobContractPanel job={job} />
          <PlainCard title="Your decision">
            <FlexBox vertical gap={12}>
              <PlainButton type="primary" size="large" block disabled={busy} onClick={() => accept(job)}>
                Accept Work
              </PlainButton>
              {!job.reviewChance && (
                <LinkButton size="large" block to={jobPagePath('/reviewChanges', job._id)}>
                  Resubmit For Improvements
                </LinkButton>
              )}
              <PlainButton danger size="large" block disabled={busy} onClick={() => setMarkingIncomplete(true)}>
                Mark As Incomplete
              </PlainButton>
            </FlexBox>
          </PlainCard>
        </FlexBox>
      </PageGrid>
      <OnceOpened open={markingIncomplete}>
        <IncompleteWorkDialog job={markingIncomplete ? job : null} onClose={() => setMarkingIncomplete(false)} />
      </OnceOpened>
    </FlexBox>
  );
}
