import { useState } from 'react';
import { Col, Flex, Result, Row, Space, Typography } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import { ErrorState, LinkButton, PageContainer, LoadingState, withAntd } from '@freelane/shared/ui';
import { useGetJobQuery } from '../api/get-job';
import { JobStatusTag } from '../components/job-status-tag';
import { useJobIdParam } from '../hooks/use-job-id-param';
import { ClarificationDialog } from '../features/revision/components/clarification-dialog';
import { RevisionActions } from '../features/revision/components/revision-actions';
import { RevisionOverview } from '../features/revision/components/revision-overview';
import { RevisionRequestCard } from '../features/revision/components/revision-request-card';
import { SubmitWorkDialog } from '../features/work-submission/components/submit-work-dialog';

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
        <Result
          status="warning"
          title={<h1 style={{ fontSize: 24 }}>No job chosen</h1>}
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
        <Result
          status="info"
          title={<h1 style={{ fontSize: 24 }}>{job.title}</h1>}
          subTitle={
            <Space orientation="vertical">
              <JobStatusTag status={job.status} />
              {job.status === 'paused'
                ? 'Your revised work has been submitted; the client is reviewing it.'
                : 'There is no open revision request for this job.'}
            </Space>
          }
          extra={backToProjects}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {job.title}
        </Typography.Title>
        <JobStatusTag status={job.status} />
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Space orientation="vertical" size={24} style={{ width: '100%' }}>
            <RevisionOverview job={job} />
            <RevisionRequestCard job={job} onRequestClarification={() => setAsking(true)} />
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <RevisionActions
            job={job}
            onSubmitWork={() => setSubmitting(true)}
            onRequestClarification={() => setAsking(true)}
          />
        </Col>
      </Row>
      <SubmitWorkDialog job={submitting ? job : null} onClose={() => setSubmitting(false)} />
      <ClarificationDialog job={asking ? job : null} onClose={() => setAsking(false)} />
    </PageContainer>
  );
}

export default withAntd(ViewRevision);
