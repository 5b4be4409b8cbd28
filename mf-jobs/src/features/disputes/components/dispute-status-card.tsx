import type { Dispute, DisputeAbilities } from '@freelane/shared/contracts';
import { PlainButton, PlainCard, useConfirm } from '@freelane/shared/ui';
import { useEscalateDisputeMutation } from '../api/escalate-dispute';
import { formatDate } from '../../../lib/format';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { outcomeText } from '../lib/dispute-labels';

interface DisputeStatusCardProps {
  dispute: Dispute;
  abilities: DisputeAbilities;
}

function ResolvedText({ dispute }: { dispute: Dispute }) {
  const how = dispute.resolvedBy === 'admin' ? 'Decided by an admin' : 'Settled by agreement';
  return (
    <>
      <p className="fl-paragraph">
        <strong className="fl-text-strong">
          {dispute.outcome ? outcomeText(dispute.outcome, dispute.redoDays) : 'Resolved'}
        </strong>
      </p>
      <p className="fl-paragraph">
        {how} on {formatDate(dispute.resolvedAt)}.
      </p>
      {dispute.resolvedBy === 'admin' && dispute.decisionReason && (
        <section aria-label="Reason for the decision">
          <h3 className="fl-title" style={{ fontSize: 15 }}>
            Reason for the decision
          </h3>
          <p className="fl-paragraph" style={{ whiteSpace: 'pre-wrap' }}>
            {dispute.decisionReason}
          </p>
        </section>
      )}
    </>
  );
}

/**
 * Where the dispute stands: while open, when it goes to an admin on its own and the button to ask
 * one now; while escalated, that an admin decides; once resolved, the outcome and how it was reached.
 */
export function DisputeStatusCard({ dispute, abilities }: DisputeStatusCardProps) {
  const confirm = useConfirm();
  const [escalate, { isLoading }] = useEscalateDisputeMutation();
  const run = useDisputeAction();

  const confirmEscalation = () => {
    confirm({
      title: 'Ask an admin to decide?',
      content:
        'An admin reads both sides and the thread, then decides the outcome. You can still settle it together until then.',
      okText: 'Ask an Admin',
      cancelText: 'Cancel',
      onOk: () =>
        run(
          () => escalate({ jobId: dispute.job._id, disputeId: dispute._id }).unwrap(),
          'The dispute could not be sent to an admin. Please try again.',
        ),
    });
  };

  const title = dispute.status === 'resolved' ? 'Outcome' : 'Status';
  return (
    <PlainCard title={title}>
      {dispute.status === 'resolved' ? (
        <ResolvedText dispute={dispute} />
      ) : dispute.status === 'escalated' ? (
        <p className="fl-paragraph">
          An admin is reviewing this dispute (sent on {formatDate(dispute.escalatedAt)}) and will decide. You can still
          settle it together until then.
        </p>
      ) : (
        <p className="fl-paragraph">If it is not settled, it goes to an admin on {formatDate(dispute.escalatesAt)}.</p>
      )}
      {abilities.canEscalate && (
        <PlainButton onClick={confirmEscalation} loading={isLoading}>
          Ask an admin to decide
        </PlainButton>
      )}
    </PlainCard>
  );
}
