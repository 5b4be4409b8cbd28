import { CalendarOutlined, ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  knownOr,
  APPLICATION_STATUS_LABELS,
  budgetTypeLabel,
  durationLabel,
  JOB_RANK_OPTIONS,
  type Job,
} from '@freelane/shared/contracts';
import { UserReviewsLink } from '@freelane/shared/ui';
import { deadlineLabel, postedAgo } from '../../../lib/format';
import { jobPagePath } from '../../../lib/job-page-link';
import { useFormatMoney } from '@freelane/shared';

const rankLabel = (rank: Job['rank']) => JOB_RANK_OPTIONS.find((option) => option.value === rank)?.label ?? rank;

/**
 * One open job: what the freelancer needs to decide (the client's rating from published reviews
 * included), and Submit Proposal (disabled once applied).
 */
export function JobCard({ job, onPropose }: { job: Job; onPropose: (job: Job) => void }) {
  const formatMoney = useFormatMoney();
  const titleId = `job-title-${job._id}`;
  return (
    <Card role="article" aria-labelledby={titleId}>
      <Flex justify="space-between" align="start" gap={16} wrap>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Title level={3} id={titleId} style={{ fontSize: 20, marginTop: 0, marginBottom: 4 }}>
            {/* The whole post is on the job page: the card shows three lines of it. */}
            <Link to={jobPagePath(job._id)}>{job.title}</Link>
          </Typography.Title>
          <Typography.Text type="secondary">
            <UserOutlined /> {job.owner.fullName} · {postedAgo(job.createdAt)}
          </Typography.Text>
          <UserReviewsLink user={job.owner} size="small" />
        </div>
        <div style={{ textAlign: 'right' }}>
          <Typography.Text strong style={{ fontSize: 20 }}>
            {formatMoney(job.salary)}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">{budgetTypeLabel(job.budgetType)}</Typography.Text>
          </div>
        </div>
      </Flex>
      <Flex gap={8} wrap style={{ margin: '12px 0' }}>
        <Tag color="blue">{job.category}</Tag>
        <Tag>{rankLabel(job.rank)}</Tag>
        <Tag icon={<ClockCircleOutlined />}>{durationLabel(job.duration)}</Tag>
        <Tag icon={<CalendarOutlined />}>{deadlineLabel(job.applicationDeadline)}</Tag>
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 3 }}>{job.description}</Typography.Paragraph>
      <Flex gap={6} wrap aria-label="Skills" role="list" style={{ marginBottom: 16 }}>
        {job.skills.map((skill) => (
          <Tag key={skill} role="listitem" variant="filled" color="geekblue">
            {skill}
          </Tag>
        ))}
      </Flex>
      <Flex align="center" gap={12} wrap>
        <Button
          type="primary"
          aria-label={`Submit Proposal for ${job.title}`}
          disabled={Boolean(job.myApplication)}
          onClick={() => onPropose(job)}
        >
          Submit Proposal
        </Button>
        {job.myApplication && (
          <Typography.Text type="secondary">
            You have applied ({knownOr(APPLICATION_STATUS_LABELS, job.myApplication.status, 'Unknown')}).{' '}
            <Link to="/proposals">See your proposals</Link>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
