import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import {
  knownOr,
  APPLICATION_STATUS_LABELS,
  PROPOSAL_TIMELINE_OPTIONS,
  type Application,
  type ApplicationStatus,
} from '@freelane/shared/contracts';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { hasJobPage, jobPagePath } from '../../../lib/job-page-link';
import { useFormatMoney } from '@freelane/shared';

const STATUS_COLORS: Record<ApplicationStatus, string> = { pending: 'gold', accepted: 'success', rejected: 'error' };

interface ApplicationCardProps {
  application: Application;
  onEdit: (application: Application) => void;
}

/** One of the freelancer's proposals: the job, its status as the freelancer reads it, and Edit while pending. */
export function ApplicationCard({ application, onEdit }: ApplicationCardProps) {
  const formatMoney = useFormatMoney();
  const { job, applicant } = application;
  const titleId = `application-title-${application._id}`;
  const editable = application.status === 'pending' && job.status === 'active';
  const timeline = PROPOSAL_TIMELINE_OPTIONS.find((option) => option.value === applicant.estimatedTimeLine)?.label;
  return (
    <Card role="article" aria-labelledby={titleId}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={3} id={titleId} style={{ fontSize: 18, margin: 0 }}>
            {/* While the job is open, its page shows the whole post again. */}
            {hasJobPage(job) ? <Link to={jobPagePath(job._id)}>{job.title}</Link> : job.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {job.owner.fullName} · Sent {formatDate(application.createdAt)}
            {application.updatedAt !== application.createdAt && ` · Edited ${formatDate(application.updatedAt)}`}
          </Typography.Text>
        </div>
        <Tag color={knownOr(STATUS_COLORS, application.status, 'default')}>
          {knownOr(APPLICATION_STATUS_LABELS, application.status, 'Unknown')}
        </Tag>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        style={{ marginTop: 12 }}
        items={[
          { key: 'bid', label: 'Your bid', children: formatMoney(applicant.yourBid) },
          { key: 'timeline', label: 'Timeline', children: timeline },
          { key: 'budget', label: 'Job budget', children: formatMoney(job.salary) },
        ]}
      />
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginTop: 8 }}>
        {applicant.coverLetter}
      </Typography.Paragraph>
      {editable ? (
        <Button onClick={() => onEdit(application)} aria-describedby={titleId}>
          Edit Proposal
        </Button>
      ) : (
        application.status === 'pending' && (
          <Typography.Text type="secondary">
            This job is no longer open, so the proposal can't be edited.
          </Typography.Text>
        )
      )}
    </Card>
  );
}
