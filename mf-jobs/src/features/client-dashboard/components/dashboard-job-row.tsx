import { TextLink, FlexBox } from '@freelane/shared/ui';
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

/** Two lines of the description at most, cut with an ellipsis (what antd's `ellipsis={{ rows: 2 }}` drew). */
const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: '8px 0 4px',
} as const;

/**
 * One job on the dashboard (spec): title, status, category, days left, description, applicants,
 * days since posting. Once someone is hired the application deadline no longer applies: 'No Deadline'.
 */
export function DashboardJobRow({ job }: { job: Job }) {
  const applicants = job.applicantCount;
  return (
    <article aria-label={job.title} style={{ width: '100%' }}>
      <FlexBox justify="space-between" align="start" gap={8} wrap>
        <h3 className="fl-title" style={{ fontSize: 16, margin: 0 }}>
          <TextLink to={jobLink(job)}>{job.title}</TextLink>
        </h3>
        <JobStatusTag status={job.status} />
      </FlexBox>
      <span className="fl-text-secondary">
        {job.category} · {job.status === 'active' ? deadlineLabel(job.applicationDeadline) : 'No Deadline'}
      </span>
      <p style={TWO_LINES}>{job.description}</p>
      <span className="fl-text-secondary" style={{ fontSize: 13 }}>
        {applicants} {applicants === 1 ? 'applicant' : 'applicants'} · {postedAgo(job.createdAt)}
      </span>
    </article>
  );
}
