import { lazy, useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import {
  ErrorState,
  FlexBox,
  LinkButton,
  LoadingState,
  OnceOpened,
  PageContainer,
  PlainResult,
} from '@freelane/shared/ui';
import { useGetJobQuery } from '../api/get-job';
import { JobStatusTag } from '../components/job-status-tag';
import { PageGrid } from '../components/page-grid';
import { useJobIdParam } from '../hooks/use-job-id-param';
import { RevisionActions } from '../features/revision/components/revision-actions';
import { RevisionOverview } from '../features/revision/components/revision-overview';
import { RevisionRequestCard } from '../features/revision/components/revision-request-card';

// The two dialogs bring antd (Modal, Form, Upload) when first opened (issue 39): not on the first screen.
const SubmitWorkDialog = lazy(() => import('../features/work-submission/components/submit-work-island'));
const ClarificationDialog = lazy(() => import('../features/revision/components/clarification-island'));

/** /viewRevision?jobId= — the client's revision request, the time left, questions about it, and resubmission. */
function ViewRevision() {
  const jobId = useJobIdParam();
  const { data, error, isLoading, isError, refetch } = useGetJobQuery(jobId ?? '', { skip: !jobId });
  const [submitting, setSubmitting] = useState(false);
  const [asking, setAsking] = useState(false);
  const backToProjects = (
    <LinkButton type="primary" to="/my-project">
      Back to My Jobs
    </LinkButton>
  );

  if (!jobId) {
    return (
      <PageContainer>
        <PlainResult
          status="warning"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>No job chosen</h1>}
          subTitle="Open a revision from My Jobs."
          extra={backToProjects}
        />
      </PageContainer>
    );
  }
  if (isLoading) {
    return (
      <PageContainer>
        <LoadingState label="Loading the revision request" rows={8} />
      </PageContainer>
    );
  }
  if (isError || !data) {
    return (
      <PageContainer>
        <ErrorState
          title="We couldn't load this job"
          message={getErrorMessage(error, 'Something went wrong while loading the job. Please try again.')}
          onRetry={() => void refetch()}
        />
      </PageContainer>
    );
  }

  const { job } = data;
  if (job.status !== 'review') {
    return (
      <PageContainer>
        <PlainResult
          status="info"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>{job.title}</h1>}
          subTitle={
            <FlexBox vertical align="center" gap={8}>
              <JobStatusTag status={job.status} />
              {job.status === 'paused'
                ? 'Your revised work has been submitted; the client is reviewing it.'
                : 'There is no open revision request for this job.'}
            </FlexBox>
          }
          extra={backToProjects}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <FlexBox align="center" gap={12} wrap style={{ marginBottom: 24 }}>
        <h1 className="fl-title" style={{ margin: 0 }}>
          {job.title}
        </h1>
        <JobStatusTag status={job.status} />
      </FlexBox>
      <PageGrid layout="main-side" wide>
        <FlexBox vertical gap={24}>
          <RevisionOverview job={job} />
          <RevisionRequestCard job={job} onRequestClarification={() => setAsking(true)} />
        </FlexBox>
        <RevisionActions
          job={job}
          onSubmitWork={() => setSubmitting(true)}
          onRequestClarification={() => setAsking(true)}
        />
      </PageGrid>
      <OnceOpened open={submitting}>
        <SubmitWorkDialog job={submitting ? job : null} onClose={() => setSubmitting(false)} />
      </OnceOpened>
      <OnceOpened open={asking}>
        <ClarificationDialog job={asking ? job : null} onClose={() => setAsking(false)} />
      </OnceOpened>
    </PageContainer>
  );
}

// Plain first screen (issue 39): the dialogs bring antd when they are opened.
export default ViewRevision;
