import { useSearchParams } from 'react-router-dom';
import { PAGE_NAMES } from '@freelane/shared/contracts';
import {
  LinkButton,
  LoadingState,
  PageContainer,
  PagedList,
  PlainEmpty,
  PlainTabs,
  FlexBox,
} from '@freelane/shared/ui';
import { useGetClientJobsQuery } from '../api/get-client-jobs';
import { ClientJobCard } from '../features/client-jobs/components/client-job-card';
import {
  CLIENT_JOB_FILTER_LABELS,
  CLIENT_JOB_FILTERS,
  filterToStatus,
  parseClientJobFilter,
  type ClientJobFilter,
} from '../features/client-jobs/lib/client-job-filters';

export const MY_JOBS_PAGE_SIZE = 10;

/**
 * /myJobs?status= — the client's own jobs, filtered by status (in the URL) with the actions of each
 * status. Drawn with the plain components only (issue 39): no antd before a phone can use it; the
 * pager brings antd's when a list has more than one page.
 */
function MyJobs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseClientJobFilter(searchParams.get('status'));
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const query = useGetClientJobsQuery({
    status: filterToStatus(filter),
    page,
    limit: MY_JOBS_PAGE_SIZE,
  });

  const update = (next: { filter?: ClientJobFilter; page?: number }) => {
    const params = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    if (nextFilter !== 'all') params.set('status', nextFilter);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  return (
    <PageContainer>
      <FlexBox justify="space-between" align="center" wrap gap={12}>
        <h1 className="fl-title" style={{ margin: 0 }}>
          {PAGE_NAMES.clientJobs}
        </h1>
        <LinkButton to="/post-jobs" type="primary">
          Post A Job
        </LinkButton>
      </FlexBox>
      <PlainTabs
        activeKey={filter}
        onChange={(key) => update({ filter: parseClientJobFilter(key) })}
        items={CLIENT_JOB_FILTERS.map((key) => ({ key, label: CLIENT_JOB_FILTER_LABELS[key] }))}
        style={{ marginTop: 16 }}
      />
      <PagedList
        query={query}
        items={query.data?.jobs}
        pagination={query.data?.pagination}
        onPageChange={(next) => update({ page: next })}
        pagerMarginTop={24}
        loading={<LoadingState label="Loading your jobs" rows={8} />}
        errorTitle="We couldn't load your jobs"
        errorFallback="Something went wrong while loading your jobs."
        empty={
          <PlainEmpty
            description={
              filter === 'all'
                ? 'You have not posted a job yet.'
                : `No jobs are ${CLIENT_JOB_FILTER_LABELS[filter]} right now.`
            }
          >
            <FlexBox gap={8} justify="center" wrap>
              <LinkButton to="/post-jobs" type="primary">
                Post A Job
              </LinkButton>
              {filter !== 'all' && <LinkButton to="/myJobs">Show all jobs</LinkButton>}
            </FlexBox>
          </PlainEmpty>
        }
      >
        {(jobs) => (
          <FlexBox vertical gap={16}>
            {jobs.map((job) => (
              <ClientJobCard key={job._id} job={job} />
            ))}
          </FlexBox>
        )}
      </PagedList>
    </PageContainer>
  );
}

export default MyJobs;
