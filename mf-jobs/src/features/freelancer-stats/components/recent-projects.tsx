import { getErrorMessage } from '@freelane/shared';
import { ErrorState, LinkButton, LoadingState, PlainCard, PlainEmpty, TextLink, FlexBox } from '@freelane/shared/ui';
import { useGetAcceptedJobsQuery } from '../../../api/get-accepted-jobs';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { JobStatusTag } from '../../../components/job-status-tag';

const RECENT_COUNT = 5;

/** The freelancer's latest hired jobs, with the way to all of them in My Projects (plain: on the first screen). */
export function RecentProjects() {
  const agreed = useAgreedAmount();
  const { data, error, isLoading, isError, refetch } = useGetAcceptedJobsQuery({ page: 1, limit: RECENT_COUNT });
  const jobs = data?.applications.map((record) => record.job) ?? [];
  return (
    <PlainCard
      // 18 px as before (a card head's title is 16 by default).
      title={<span style={{ fontSize: 18 }}>Recent projects</span>}
      headingLevel={2}
      extra={
        <TextLink to="/my-project" style={{ textDecoration: 'none' }}>
          See all in My Projects
        </TextLink>
      }
    >
      {isLoading ? (
        <LoadingState label="Loading your recent projects" rows={3} />
      ) : isError ? (
        <ErrorState
          title="We couldn't load your projects"
          message={getErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      ) : jobs.length === 0 ? (
        <PlainEmpty description="No projects yet. When a client hires you, the job appears here.">
          <LinkButton type="primary" to="/find-jobs">
            Find Jobs
          </LinkButton>
        </PlainEmpty>
      ) : (
        <ul aria-label="Recent projects" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {jobs.map((job) => (
            <li key={job._id} style={{ padding: '12px 0', borderBottom: '1px solid var(--fl-color-border-secondary)' }}>
              <FlexBox justify="space-between" align="center" gap={8} wrap>
                <div style={{ minWidth: 0 }}>
                  <span className="fl-text-strong">{job.title}</span>
                  <div>
                    <span className="fl-text-secondary">
                      {job.owner.fullName} · {agreed(job.agreedAmount).text}
                    </span>
                  </div>
                </div>
                <JobStatusTag status={job.status} />
              </FlexBox>
            </li>
          ))}
        </ul>
      )}
    </PlainCard>
  );
}
