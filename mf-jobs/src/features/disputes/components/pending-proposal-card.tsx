import type { Dispute, DisputeAbilities, DisputeProposal } from '@freelane/shared/contracts';
import { FlexBox, PlainButton, PlainCard } from '@freelane/shared/ui';
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
    <PlainCard title="Pending Proposal">
      <p className="fl-paragraph">
        <strong className="fl-text-strong">{proposer.fullName}</strong> proposes:{' '}
        <strong className="fl-text-strong">{outcomeText(proposal.outcome, proposal.redoDays)}</strong>
      </p>
      {proposal.note && (
        <p className="fl-paragraph" style={{ whiteSpace: 'pre-wrap' }}>
          <span className="fl-text-secondary">Note: </span>
          {proposal.note}
        </p>
      )}
      <p className="fl-paragraph fl-text-secondary" style={{ fontSize: 13 }}>
        Sent on {formatDate(proposal.createdAt)}
        {!canAnswer && ` · waiting for ${answerer.fullName} to answer`}
      </p>
      <FlexBox gap={8} wrap>
        {canAnswer && (
          <>
            <PlainButton type="primary" loading={busy('accept')} disabled={isLoading} onClick={() => answer('accept')}>
              Accept Proposal
            </PlainButton>
            <PlainButton danger loading={busy('decline')} disabled={isLoading} onClick={() => answer('decline')}>
              Decline Proposal
            </PlainButton>
          </>
        )}
        {canWithdraw && (
          <PlainButton loading={busy('withdraw')} disabled={isLoading} onClick={() => answer('withdraw')}>
            Withdraw Proposal
          </PlainButton>
        )}
      </FlexBox>
    </PlainCard>
  );
}
