import { Card, Flex, Typography } from 'antd';
import type { Job } from '@freelane/shared/contracts';
import { JobStatusTag } from '../../../components/job-status-tag';
import { deadlineLabel, formatDate, postedAgo } from '../../../lib/format';
import { ClientJobActions } from './client-job-actions';
import { useAgreedAmount } from '../../../components/agreed-amount';

/** One of the client's jobs: what it is, where it stands, and what the client can do next. */
export function ClientJobCard({ job }: { job: Job }) {
  const money = useAgreedAmount()(job.agreedAmount);
  const titleId = `job-${job._id}`;
  const applicants = job.applicantCount;
  const facts = [
    job.category,
    `${money.label} ${money.text}`,
    postedAgo(job.createdAt),
    job.status === 'active'
      ? `${applicants} ${applicants === 1 ? 'applicant' : 'applicants'} · ${deadlineLabel(job.applicationDeadline)}`
      : job.hiredFreelancer
        ? `Hired ${job.hiredFreelancer.fullName}${job.hiredAt ? ` on ${formatDate(job.hiredAt)}` : ''}`
        : null,
  ].filter(Boolean);
  return (
    <Card>
      <article aria-labelledby={titleId}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Typography.Title level={2} id={titleId} style={{ fontSize: 18, margin: 0, minWidth: 0 }}>
            {job.title}
          </Typography.Title>
          <JobStatusTag status={job.status} />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 16px' }}>
          {facts.join(' · ')}
        </Typography.Paragraph>
        <ClientJobActions job={job} />
      </article>
    </Card>
  );
}
