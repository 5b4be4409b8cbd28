import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useFormatMoney } from '@freelane/shared';
import { knownOr, JOB_DRAFT_STATUS_LABELS, type JobDraft, type JobDraftStatus } from '@freelane/shared/contracts';

export const DRAFT_STATUS_COLORS: Record<JobDraftStatus, string> = {
  pending: 'gold',
  approved: 'green',
  declined: 'red',
  withdrawn: 'default',
};

interface AssistantDraftItemProps {
  draft: JobDraft;
  withdrawing: boolean;
  onWithdraw: () => void;
}

/** One job the assistant drafted: for whom, its state, the client's reason, and Withdraw while it waits. */
export function AssistantDraftItem({ draft, withdrawing, onWithdraw }: AssistantDraftItemProps) {
  const formatMoney = useFormatMoney();
  const { job } = draft;
  return (
    <article aria-label={`${job.title} for ${draft.client.fullName}`} style={{ padding: '12px 0' }}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <div>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {job.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            for {draft.client.fullName} · {formatMoney(job.salary)} · sent {dayjs(draft.createdAt).format('D MMM YYYY')}
          </Typography.Text>
        </div>
        <Flex gap={8} align="center">
          <Tag color={knownOr(DRAFT_STATUS_COLORS, draft.status, 'default')}>
            {knownOr(JOB_DRAFT_STATUS_LABELS, draft.status, 'Unknown')}
          </Tag>
          {draft.status === 'pending' && (
            <Popconfirm
              title="Withdraw this draft?"
              description={`${draft.client.fullName} will no longer see it.`}
              okText="Withdraw"
              onConfirm={onWithdraw}
            >
              <Button loading={withdrawing} aria-label={`Withdraw ${job.title}`}>
                Withdraw
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      {draft.status === 'declined' && (
        <Typography.Paragraph style={{ margin: '8px 0 0' }}>
          {draft.declineReason ? `Reason: ${draft.declineReason}` : 'No reason was given.'}
        </Typography.Paragraph>
      )}
    </article>
  );
}
