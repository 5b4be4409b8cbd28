import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import {
  knownOr,
  BRIEF_STATUS_LABELS,
  type BriefStatus,
  budgetTypeLabel,
  durationLabel,
  messagePagePath,
  type ReceivedBrief,
} from '@freelane/shared/contracts';
import { LinkButton } from '@freelane/shared/ui';
import { jobPagePath } from '../../../lib/job-page-path';
import { formatDate } from '../../../lib/format';
import { useFormatMoney } from '@freelane/shared';

const STATUS_COLORS: Record<BriefStatus, string> = { specific: 'processing', accepted: 'success', declined: 'default' };

/** A project brief a client proposed in chat; it is answered in the conversation with that client. */
export function ReceivedProposalCard({ brief }: { brief: ReceivedBrief }) {
  const formatMoney = useFormatMoney();
  const titleId = `brief-title-${brief._id}`;
  const { sender } = brief;
  const photo = sender.profile.profilePhoto;
  return (
    <Card role="article" aria-labelledby={titleId}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={3} id={titleId} style={{ fontSize: 18, margin: 0 }}>
            {brief.title}
          </Typography.Title>
          <Flex gap={8} align="center" style={{ marginTop: 6 }}>
            <Avatar
              size={24}
              src={photo ?? undefined}
              icon={photo ? undefined : <UserOutlined />}
              alt={photo ? `Photo of ${sender.fullName}` : undefined}
            />
            <Typography.Text type="secondary">
              From {sender.fullName} · Sent {formatDate(brief.createdAt)}
            </Typography.Text>
          </Flex>
        </div>
        <Tag color={knownOr(STATUS_COLORS, brief.status, 'default')}>
          {knownOr(BRIEF_STATUS_LABELS, brief.status, 'Unknown')}
        </Tag>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        style={{ marginTop: 12 }}
        items={[
          { key: 'budget', label: 'Budget', children: formatMoney(brief.salary) },
          { key: 'duration', label: 'Duration', children: durationLabel(brief.duration) },
          { key: 'budgetType', label: 'Budget type', children: budgetTypeLabel(brief.budgetType) },
        ]}
      />
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginTop: 8 }}>
        {brief.description}
      </Typography.Paragraph>
      <Typography.Title level={4} style={{ fontSize: 14, margin: '0 0 4px' }}>
        Deliverables
      </Typography.Title>
      <Typography.Paragraph
        ellipsis={{
          rows: 3,
          expandable: 'collapsible',
          symbol: (expanded) => (expanded ? 'Show less' : 'Show all deliverables'),
        }}
        style={{ whiteSpace: 'pre-wrap' }}
      >
        {brief.delivarables}
      </Typography.Paragraph>
      {brief.status === 'declined' && brief.declineReason && (
        <Typography.Paragraph type="secondary">Your reason for declining: {brief.declineReason}</Typography.Paragraph>
      )}
      <Flex gap={8} wrap>
        <LinkButton
          type={brief.status === 'specific' ? 'primary' : 'default'}
          to={messagePagePath(sender._id)}
          aria-describedby={titleId}
        >
          Open in Messages
        </LinkButton>
        {brief.jobId && (
          <LinkButton to={jobPagePath('/completedJobs', brief.jobId)} aria-describedby={titleId}>
            View Contract
          </LinkButton>
        )}
      </Flex>
    </Card>
  );
}
