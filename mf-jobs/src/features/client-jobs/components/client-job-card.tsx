import type { Job } from '@freelane/shared/contracts';
import { PlainCard, FlexBox } from '@freelane/shared/ui';
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
    <PlainCard>
      <article aria-labelledby={titleId}>
        <FlexBox justify="space-between" align="start" gap={12} wrap>
          <h2 className="fl-title" id={titleId} style={{ fontSize: 18, margin: 0, minWidth: 0 }}>
            {job.title}
          </h2>
          <JobStatusTag status={job.status} />
        </FlexBox>
        <p className="fl-text-secondary" style={{ margin: '8px 0 16px' }}>
          {facts.join(' · ')}
        </p>
        <ClientJobActions job={job} />
      </article>
    </PlainCard>
  );
}
