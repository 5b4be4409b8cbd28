import { getErrorMessage } from '@freelane/shared';
import { DASHBOARD_PERIODS } from '@freelane/shared/contracts/dashboard-periods';
import {
  ErrorState,
  LinkButton,
  LoadingState,
  PlainCard,
  PlainEmpty,
  PlainList,
  PlainSegmented,
  FlexBox,
} from '@freelane/shared/ui';
import { useGetClientJobsQuery } from '../../../api/get-client-jobs';
import { DashboardJobRow } from './dashboard-job-row';

export const DASHBOARD_JOBS_LIMIT = 10;
export type DashboardPeriod = 'all' | (typeof DASHBOARD_PERIODS)[number];

const PERIOD_OPTIONS: { value: DashboardPeriod; label: string }[] = [
  { value: 'all', label: 'All Time' },
  ...DASHBOARD_PERIODS.map((days) => ({ value: days, label: `${days} Days` })),
];

interface DashboardJobsProps {
  period: DashboardPeriod;
  onPeriodChange: (period: DashboardPeriod) => void;
}

/** The client's latest jobs, filtered by days since posting on the server (`days`). */
export function DashboardJobs({ period, onPeriodChange }: DashboardJobsProps) {
  const { data, error, isLoading, isFetching, isError, refetch } = useGetClientJobsQuery({
    days: period === 'all' ? undefined : period,
    page: 1,
    limit: DASHBOARD_JOBS_LIMIT,
  });

  let content;
  if (isLoading) content = <LoadingState label="Loading your jobs" />;
  else if (isError || !data)
    content = (
      <ErrorState title="We couldn't load your jobs" message={getErrorMessage(error)} onRetry={() => void refetch()} />
    );
  else if (data.jobs.length === 0)
    content = (
      <PlainEmpty
        description={period === 'all' ? 'You have not posted a job yet.' : `No jobs posted in the last ${period} days.`}
      >
        <LinkButton type="primary" to="/post-jobs">
          Post A Job
        </LinkButton>
      </PlainEmpty>
    );
  else
    content = (
      <>
        <div aria-busy={isFetching}>
          <PlainList
            label="Your jobs"
            items={data.jobs}
            getKey={(job) => job._id}
            renderItem={(job) => <DashboardJobRow job={job} />}
          />
        </div>
        {data.pagination.total > data.jobs.length && (
          <LinkButton type="link" to="/myJobs" style={{ paddingLeft: 0 }}>
            View all {data.pagination.total} jobs in My Jobs
          </LinkButton>
        )}
      </>
    );

  return (
    <PlainCard>
      <FlexBox justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <h2 className="fl-title" style={{ fontSize: 20, margin: 0 }}>
          Your Jobs
        </h2>
        <PlainSegmented<DashboardPeriod>
          label="Posted within"
          value={period}
          onChange={onPeriodChange}
          options={PERIOD_OPTIONS}
        />
      </FlexBox>
      {content}
    </PlainCard>
  );
}
