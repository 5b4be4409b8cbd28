import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Job } from '@freelane/shared/contracts';
import { JobStatusTag } from '../../../components/job-status-tag';
import { jobPagePath } from '../../../lib/job-page-path';
import { deadlineLabel, postedAgo } from '../../../lib/format';

/** Where a job's title leads the client: the page for what is next with it. */
function jobLink(job: Job): string {
  if (job.status === 'active') return jobPagePath('/viewApplicants', job._id);
  if (job.status === 'paused') return jobPagePath('/takeAction', job._id);
  return jobPagePath('/completedJobs', job._id);
}

/**
 * One job on the dashboard (spec): title, status, category, days left, description, applicants,
 * days since posting. Once someone is hired the application deadline no longer applies: 'No Deadline'.
 */
export function DashboardJobRow({ job }: { job: Job }) {
  const applicants = job.applicantCount;
  return (
    <article aria-label={job.title} style={{ width: '100%' }}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          <Link to={jobLink(job)}>{job.title}</Link>
        </Typography.Title>
        <JobStatusTag status={job.status} />
      </Flex>
      <Typography.Text type="secondary">
        {job.category} · {job.status === 'active' ? deadlineLabel(job.applicationDeadline) : 'No Deadline'}
      </Typography.Text>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '8px 0 4px' }}>
        {job.description}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {applicants} {applicants === 1 ? 'applicant' : 'applicants'} · {postedAgo(job.createdAt)}
      </Typography.Text>
    </article>
  );
}
