import { Card, Col, Flex, Result, Row, Space, Tag, Typography } from 'antd';
import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import { ErrorState, LinkButton, PageContainer, LoadingState, withAntd } from '@freelane/shared/ui';
import { useGetJobDisputeQuery } from '../features/disputes/api/get-job-dispute';
import { useJobIdParam } from '../hooks/use-job-id-param';
import { DecisionForm } from '../features/disputes/components/decision-form';
import { DisputeComposer } from '../features/disputes/components/dispute-composer';
import { DisputeSides } from '../features/disputes/components/dispute-sides';
import { DisputeStatusCard } from '../features/disputes/components/dispute-status-card';
import { DisputeSummaryCard } from '../features/disputes/components/dispute-summary-card';
import { DisputeThread } from '../features/disputes/components/dispute-thread';
import { PendingProposalCard } from '../features/disputes/components/pending-proposal-card';
import { ProposalForm } from '../features/disputes/components/proposal-form';
import { disputeBackLink } from '../features/disputes/lib/dispute-back-link';
import { DISPUTE_STATUS_COLORS, DISPUTE_STATUS_LABELS } from '../features/disputes/lib/dispute-labels';
import { knownOr } from '@freelane/shared/contracts';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;

/**
 * /dispute?jobId= — a job's dispute: both sides, the thread, settlement proposals, escalation and
 * (for admins) the decision. What the caller may do comes from the server's abilities.
 */
function DisputePage() {
  const jobId = useJobIdParam();
  const user = useCurrentUser();
  const { data, error, isLoading, isError, refetch } = useGetJobDisputeQuery(jobId ?? '', { skip: !jobId });
  const back = disputeBackLink(user?.role);
  const backButton = (
    <LinkButton type="primary" to={back.to}>
      {back.label}
    </LinkButton>
  );

  if (!jobId) {
    return (
      <PageContainer>
        <Result
          status="warning"
          title={<h1 style={{ fontSize: 24 }}>No job chosen</h1>}
          subTitle="Open a dispute from the job it is about."
          extra={backButton}
        />
      </PageContainer>
    );
  }
  if (isLoading) {
    return (
      <PageContainer>
        <LoadingState label="Loading the dispute" rows={8} />
      </PageContainer>
    );
  }
  if (isNotFound(error)) {
    return (
      <PageContainer>
        <Result
          status="404"
          title={<h1 style={{ fontSize: 24 }}>No dispute</h1>}
          subTitle="There is no dispute for this job."
          extra={backButton}
        />
      </PageContainer>
    );
  }
  if (isError || !data) {
    return (
      <PageContainer>
        <ErrorState
          title="We couldn't load this dispute"
          message={getErrorMessage(error, 'Something went wrong while loading the dispute. Please try again.')}
          onRetry={() => void refetch()}
        />
      </PageContainer>
    );
  }

  const { dispute, abilities } = data;
  const pending = dispute.proposals.find((proposal) => proposal.status === 'pending');
  return (
    <PageContainer>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Dispute: {dispute.job.title}
        </Typography.Title>
        <Tag color={knownOr(DISPUTE_STATUS_COLORS, dispute.status, 'default')}>
          {knownOr(DISPUTE_STATUS_LABELS, dispute.status, 'Unknown')}
        </Tag>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Space orientation="vertical" size={24} style={{ width: '100%' }}>
            <DisputeSides dispute={dispute} abilities={abilities} />
            <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Thread</h2>}>
              <DisputeThread events={dispute.events} />
              {abilities.canMessage && <DisputeComposer dispute={dispute} />}
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <Space orientation="vertical" size={24} style={{ width: '100%' }}>
            <DisputeStatusCard dispute={dispute} abilities={abilities} />
            {abilities.canDecide && <DecisionForm dispute={dispute} />}
            {pending && <PendingProposalCard dispute={dispute} proposal={pending} abilities={abilities} />}
            {abilities.canPropose && <ProposalForm dispute={dispute} />}
            <DisputeSummaryCard dispute={dispute} />
            <div>{backButton}</div>
          </Space>
        </Col>
      </Row>
    </PageContainer>
  );
}

export default withAntd(DisputePage);
