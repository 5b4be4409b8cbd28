import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import { knownOr } from '@freelane/shared/contracts/known-values';
import {
  ErrorState,
  FlexBox,
  LinkButton,
  LoadingState,
  PageContainer,
  PlainCard,
  PlainResult,
  PlainTag,
} from '@freelane/shared/ui';
import { PageGrid } from '../components/page-grid';
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
        <PlainResult
          status="warning"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>No job chosen</h1>}
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
        {/* antd's 404 Result without its picture (a large SVG): the same heading, text and action. */}
        <PlainResult
          status="warning"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>No dispute</h1>}
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
      <FlexBox align="center" gap={12} wrap style={{ marginBottom: 24 }}>
        <h1 className="fl-title" style={{ margin: 0 }}>
          Dispute: {dispute.job.title}
        </h1>
        <PlainTag color={knownOr(DISPUTE_STATUS_COLORS, dispute.status, 'default')}>
          {knownOr(DISPUTE_STATUS_LABELS, dispute.status, 'Unknown')}
        </PlainTag>
      </FlexBox>
      <PageGrid layout="main-side" wide>
        <FlexBox vertical gap={24}>
          <DisputeSides dispute={dispute} abilities={abilities} />
          <PlainCard title="Thread">
            <DisputeThread events={dispute.events} />
            {abilities.canMessage && <DisputeComposer dispute={dispute} />}
          </PlainCard>
        </FlexBox>
        <FlexBox vertical gap={24}>
          <DisputeStatusCard dispute={dispute} abilities={abilities} />
          {abilities.canDecide && <DecisionForm dispute={dispute} />}
          {pending && <PendingProposalCard dispute={dispute} proposal={pending} abilities={abilities} />}
          {abilities.canPropose && <ProposalForm dispute={dispute} />}
          <DisputeSummaryCard dispute={dispute} />
          <div>{backButton}</div>
        </FlexBox>
      </PageGrid>
    </PageContainer>
  );
}

// Plain first screen (issue 39): the thread's message box brings antd when it comes near the screen.
export default DisputePage;
