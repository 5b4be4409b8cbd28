import { Card, Flex, Typography } from 'antd';
import { JOB_DURATION_OPTIONS, type Job } from '@freelane/shared';
import { LinkButton } from '../../../components/link-button';
import { JobStatusTag } from '../../../components/job-status-tag';
import { formatMoney } from '../../../lib/format';

/** A project brief a client proposed in chat; it is answered in the conversation with that client. */
export function ReceivedProposalCard({ job }: { job: Job }) {
  const titleId = `brief-title-${job._id}`;
  const duration = JOB_DURATION_OPTIONS.find((option) => option.value === job.duration)?.label;
  return (
    <Card role="article" aria-labelledby={titleId}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <Typography.Title level={3} id={titleId} style={{ fontSize: 18, margin: 0 }}>
          {job.title}
        </Typography.Title>
        <JobStatusTag status={job.status} />
      </Flex>
      <Typography.Text type="secondary">
        From {job.owner.fullName} · {formatMoney(job.salary)}
        {duration ? ` · ${duration}` : ''}
      </Typography.Text>
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginTop: 8 }}>
        {job.description}
      </Typography.Paragraph>
      <LinkButton type="primary" to={`/message?userId=${encodeURIComponent(job.owner._id)}`} aria-describedby={titleId}>
        Open in Messages
      </LinkButton>
    </Card>
  );
}
