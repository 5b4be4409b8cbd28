import { Button, Card, Flex, Typography } from 'antd';
import type { Dispute, DisputeAbilities, DisputeProposal } from '@freelane/shared/contracts';
import { useAnswerDisputeProposalMutation, type ProposalAnswer } from '../api/answer-dispute-proposal';
import { formatDate } from '../../../lib/format';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { outcomeText } from '../lib/dispute-labels';

interface PendingProposalCardProps {
  dispute: Dispute;
  proposal: DisputeProposal;
  abilities: DisputeAbilities;
}

const FAILURES: Record<ProposalAnswer, string> = {
  accept: 'The proposal could not be accepted. Please try again.',
  decline: 'The proposal could not be declined. Please try again.',
  withdraw: 'The proposal could not be withdrawn. Please try again.',
};

/** The one pending settlement offer: the other party accepts or declines it, the proposer may withdraw it. */
export function PendingProposalCard({ dispute, proposal, abilities }: PendingProposalCardProps) {
  const [answerProposal, { isLoading, originalArgs }] = useAnswerDisputeProposalMutation();
  const run = useDisputeAction();
  const byClient = proposal.proposerId === dispute.client._id;
  const proposer = byClient ? dispute.client : dispute.freelancer;
  const answerer = byClient ? dispute.freelancer : dispute.client;
  const canAnswer = abilities.canAnswerProposalId === proposal._id;
  const canWithdraw = abilities.canWithdrawProposalId === proposal._id;

  const answer = (verb: ProposalAnswer) =>
    void run(
      () =>
        answerProposal({
          jobId: dispute.job._id,
          disputeId: dispute._id,
          proposalId: proposal._id,
          answer: verb,
        }).unwrap(),
      FAILURES[verb],
    );
  const busy = (verb: ProposalAnswer) => isLoading && originalArgs?.answer === verb;

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Pending Proposal</h2>}>
      <Typography.Paragraph>
        <Typography.Text strong>{proposer.fullName}</Typography.Text> proposes:{' '}
        <Typography.Text strong>{outcomeText(proposal.outcome, proposal.redoDays)}</Typography.Text>
      </Typography.Paragraph>
      {proposal.note && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          <Typography.Text type="secondary">Note: </Typography.Text>
          {proposal.note}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        Sent on {formatDate(proposal.createdAt)}
        {!canAnswer && ` · waiting for ${answerer.fullName} to answer`}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        {canAnswer && (
          <>
            <Button type="primary" loading={busy('accept')} disabled={isLoading} onClick={() => answer('accept')}>
              Accept Proposal
            </Button>
            <Button danger loading={busy('decline')} disabled={isLoading} onClick={() => answer('decline')}>
              Decline Proposal
            </Button>
          </>
        )}
        {canWithdraw && (
          <Button loading={busy('withdraw')} disabled={isLoading} onClick={() => answer('withdraw')}>
            Withdraw Proposal
          </Button>
        )}
      </Flex>
    </Card>
  );
}
