import { Button, Card, Typography } from 'antd';
import type { Dispute, DisputeAbilities } from '@freelane/shared/contracts';
import { useEscalateDisputeMutation } from '../api/escalate-dispute';
import { formatDate } from '../../../lib/format';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { outcomeText } from '../lib/dispute-labels';
import { useConfirm } from '@freelane/shared/ui';

interface DisputeStatusCardProps {
  dispute: Dispute;
  abilities: DisputeAbilities;
}

function ResolvedText({ dispute }: { dispute: Dispute }) {
  const how = dispute.resolvedBy === 'admin' ? 'Decided by an admin' : 'Settled by agreement';
  return (
    <>
      <Typography.Paragraph>
        <Typography.Text strong>
          {dispute.outcome ? outcomeText(dispute.outcome, dispute.redoDays) : 'Resolved'}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        {how} on {formatDate(dispute.resolvedAt)}.
      </Typography.Paragraph>
      {dispute.resolvedBy === 'admin' && dispute.decisionReason && (
        <section aria-label="Reason for the decision">
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            Reason for the decision
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{dispute.decisionReason}</Typography.Paragraph>
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
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>}>
      {dispute.status === 'resolved' ? (
        <ResolvedText dispute={dispute} />
      ) : dispute.status === 'escalated' ? (
        <Typography.Paragraph>
          An admin is reviewing this dispute (sent on {formatDate(dispute.escalatedAt)}) and will decide. You can still
          settle it together until then.
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>
          If it is not settled, it goes to an admin on {formatDate(dispute.escalatesAt)}.
        </Typography.Paragraph>
      )}
      {abilities.canEscalate && (
        <Button onClick={confirmEscalation} loading={isLoading}>
          Ask an admin to decide
        </Button>
      )}
    </Card>
  );
}
