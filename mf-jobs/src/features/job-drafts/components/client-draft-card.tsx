import { Alert, Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useFormatMoney } from '@freelane/shared';
import type { JobDraft } from '@freelane/shared/contracts';
import { JOB_DRAFT_STATUS_LABELS, type JobDraftStatus } from '@freelane/shared/contracts/job-draft-statuses';
import { budgetTypeLabel, durationLabel, JOB_RANK_OPTIONS } from '@freelane/shared/contracts/job-options';
import { formatDate } from '../../../lib/format';

const STATUS_COLORS: Record<JobDraftStatus, string> = {
  pending: 'gold',
  approved: 'green',
  declined: 'red',
  withdrawn: 'default',
};
const rankLabel = (rank: string) => JOB_RANK_OPTIONS.find((option) => option.value === rank)?.label ?? rank;

interface ClientDraftCardProps {
  draft: JobDraft;
  approving: boolean;
  /** Set when approving was refused because the deadline has passed since the draft was written. */
  outdated: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/** A job drafted by the client's hiring assistant, in full, with Approve and Decline while it waits. */
export function ClientDraftCard({ draft, approving, outdated, onApprove, onDecline }: ClientDraftCardProps) {
  const formatMoney = useFormatMoney();
  const { job } = draft;
  const headingId = `job-draft-${draft._id}`;
  return (
    <Card size="small" role="article" aria-labelledby={headingId}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <div>
          <Typography.Title level={3} id={headingId} style={{ fontSize: 17, margin: 0 }}>
            {job.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            Drafted by {draft.assistant.fullName} on {formatDate(draft.createdAt)}
          </Typography.Text>
        </div>
        <Tag color={STATUS_COLORS[draft.status]}>{JOB_DRAFT_STATUS_LABELS[draft.status]}</Tag>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '12px 0' }}>
        {job.description}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'budget',
            label: 'Budget',
            children: `${formatMoney(job.salary)} (${budgetTypeLabel(job.budgetType)})`,
          },
          { key: 'category', label: 'Category', children: job.category },
          { key: 'level', label: 'Freelancer level', children: rankLabel(job.rank) },
          { key: 'duration', label: 'Duration', children: durationLabel(job.duration) },
          { key: 'deadline', label: 'Application deadline', children: formatDate(job.applicationDeadline) },
          { key: 'skills', label: 'Skills', children: job.skills.join(', ') },
        ]}
      />
      {draft.status === 'declined' && draft.declineReason && (
        <Typography.Paragraph style={{ marginTop: 12 }}>Your reason: {draft.declineReason}</Typography.Paragraph>
      )}
      {outdated && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title="This draft's application deadline has passed"
          description={`A job cannot be posted with a deadline in the past. Decline this draft and ask ${draft.assistant.fullName} for a new one.`}
        />
      )}
      {draft.status === 'pending' && (
        <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
          <Button onClick={onDecline} aria-label={`Decline ${job.title}`}>
            Decline
          </Button>
          <Button
            type="primary"
            loading={approving}
            disabled={outdated}
            onClick={onApprove}
            aria-label={`Approve ${job.title}`}
          >
            Approve
          </Button>
        </Flex>
      )}
    </Card>
  );
}
