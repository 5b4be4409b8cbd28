import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Job } from '@freelane/shared/contracts';
import {
  OnceOpened,
  PageContainer,
  PagedList,
  PlainButton,
  PlainEmpty,
  PlainSelect,
  PlainSkeleton,
  SearchForm,
} from '@freelane/shared/ui';
import { useGetAllJobsQuery } from '../features/find-jobs/api/get-all-jobs';
import { JobCard } from '../features/find-jobs/components/job-card';
import { JobFilters } from '../features/find-jobs/components/job-filters';
import {
  queryOfFilters,
  readFindJobsParams,
  writeFindJobsParams,
  type FindJobsFilters,
} from '../features/find-jobs/lib/find-jobs-params';
import { useSendProposal } from '../features/proposal-form/hooks/use-send-proposal';

// Issue 37: the save form (antd Form, Modal) loads when "Save this search" is pressed, not with the list.
const SaveSearchDialog = lazy(() => import('../features/saved-searches/components/save-search-dialog'));
// Issue 39: the proposal drawer (antd Drawer, Form, Upload) loads when a job's Submit Proposal is
// pressed; the list, the search and the filters are plain markup.
const ProposalDrawer = lazy(() => import('../features/proposal-form/components/proposal-drawer-island'));
const SORT_OPTIONS: { value: 'relevance' | 'newest'; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
];

export const FIND_JOBS_PAGE_SIZE = 10;

/** /find-jobs — open jobs searched and filtered by the server; the state lives in the URL. */
function FindJobs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFindJobsParams(searchParams);
  const { sort, ...rest } = filters;
  const query = useGetAllJobsQuery({ ...rest, ...(sort === 'default' ? {} : { sort }), limit: FIND_JOBS_PAGE_SIZE });
  const [saving, setSaving] = useState(false);
  const shownSort = sort === 'default' ? (filters.search ? 'relevance' : 'newest') : sort;
  const { data, isLoading } = query;
  const [proposingFor, setProposingFor] = useState<Job | null>(null);
  const { apply, sending } = useSendProposal();

  // Any new search or filter starts again at page 1.
  const update = (changes: Partial<FindJobsFilters>) =>
    setSearchParams(writeFindJobsParams({ ...filters, page: 1, ...changes }));
  const filtered =
    Boolean(filters.search) || filters.category !== 'all' || filters.budget !== 'all' || filters.rank !== 'all';
  const total = data?.pagination.total ?? 0;
  // The list refreshes after a proposal; the open drawer follows the job's fresh `myApplication`.
  const proposingJob = proposingFor ? (data?.jobs.find((job) => job._id === proposingFor._id) ?? proposingFor) : null;

  const handleSubmit = async (body: Parameters<typeof apply>[1]) => {
    if (!proposingJob) return;
    if (await apply(proposingJob._id, body)) setProposingFor(null);
  };

  return (
    <PageContainer>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Find Jobs
      </h1>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: '100%', marginBottom: 24 }}>
        <SearchForm
          key={filters.search}
          search={filters.search}
          onSearch={(text) => update({ search: text })}
          label="Search jobs"
          placeholder="Search by title, description or skill"
        />
        <JobFilters filters={filters} onChange={update} />
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 16,
            alignItems: 'flex-end',
            justifyContent: 'space-between',
          }}
        >
          {filters.search ? (
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 200 }}>
              <strong>Sort by</strong>
              <PlainSelect
                value={shownSort}
                options={SORT_OPTIONS}
                onChange={(next) => {
                  if (next) update({ sort: next });
                }}
              />
            </label>
          ) : (
            <span />
          )}
          <PlainButton onClick={() => setSaving(true)}>Save this search</PlainButton>
        </div>
      </div>
      {saving && (
        <Suspense fallback={null}>
          <SaveSearchDialog open query={queryOfFilters(filters)} onClose={() => setSaving(false)} />
        </Suspense>
      )}
      <h2 className="fl-title" id="job-results" style={{ fontSize: 20 }}>
        <span role="status">
          {isLoading ? 'Searching…' : `${total} ${total === 1 ? 'job' : 'jobs'} found`}
          {filters.search && !isLoading ? ` for “${filters.search}”` : ''}
        </span>
      </h2>
      <PagedList
        query={query}
        items={data?.jobs}
        pagination={data?.pagination}
        onPageChange={(page) => {
          update({ ...filters, page });
          document.getElementById('job-results')?.scrollIntoView?.({ behavior: 'smooth' });
        }}
        loading={<PlainSkeleton rows={6} />}
        errorTitle="We couldn't load jobs"
        errorFallback="Something went wrong while loading jobs. Please try again."
        empty={
          <PlainEmpty
            description={
              filtered ? 'No open jobs match these filters.' : 'There are no open jobs right now. Check back soon.'
            }
          >
            {filtered && (
              <PlainButton onClick={() => setSearchParams(new URLSearchParams())}>Clear search and filters</PlainButton>
            )}
          </PlainEmpty>
        }
      >
        {(jobs) => (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            {jobs.map((job) => (
              <JobCard key={job._id} job={job} onPropose={setProposingFor} />
            ))}
          </div>
        )}
      </PagedList>
      <OnceOpened open={proposingJob !== null}>
        <ProposalDrawer
          open={proposingJob !== null}
          title="Submit a Proposal"
          jobId={proposingJob?._id ?? null}
          jobTitle={proposingJob?.title ?? ''}
          submitLabel="Submit Proposal"
          submitting={sending}
          disabledReason={proposingJob?.myApplication ? 'You have applied to this job already.' : null}
          onClose={() => setProposingFor(null)}
          onSubmit={(body) => void handleSubmit(body)}
        />
      </OnceOpened>
    </PageContainer>
  );
}

export default FindJobs;
