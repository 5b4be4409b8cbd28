import { getErrorMessage } from '@freelane/shared';
import { SCREENING_TOOL_DESCRIPTIONS, SCREENING_TOOL_LABELS, SCREENING_TOOLS } from '@freelane/shared/contracts';
import { LoadingState, PageContainer, PlainAlert, PlainSelect, TextLink, lazyPart } from '@freelane/shared/ui';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetAppointableJobsQuery } from '../features/appointments/api/appointments';
import { PackageList } from '../features/screening-tools/components/package-list';

// A job's screening (plain kit, no antd) is a part of its own: shown only once a job is chosen, and
// started with the page when the address names one (`?jobId=`, as Job Applicants links here).
const JobScreeningPanel = lazyPart(
  () =>
    import(
      /* webpackChunkName: "part_ScreeningTools_jobId" */ '../features/screening-tools/components/job-screening-panel'
    ),
);

/**
 * The shell's first-page contract (shell/src/lib/first-page.ts): at `?jobId=` the job's screening
 * shows as soon as the client's jobs are in, so its code starts with the page's (issue 39).
 */
export function preloadFor({ search }: { pathname: string; search: string }): Promise<unknown> | undefined {
  return new URLSearchParams(search).get('jobId') ? JobScreeningPanel.load() : undefined;
}

/**
 * /screening-tools (clients): the six tools, screening one of the client's open jobs (a saved
 * package or tools chosen for it; ?jobId= preselects, as Job Applicants links here), and the
 * Custom Screening Package builder. Applicants see the requirements in the proposal form; the
 * scores show on Job Applicants.
 */
function ScreeningTools() {
  const [searchParams, setSearchParams] = useSearchParams();
  const jobs = useGetAppointableJobsQuery({ page: 1, limit: 50 });
  const openJobs = jobs.data?.jobs ?? [];
  const chosenId = searchParams.get('jobId');
  const chosen = openJobs.find((job) => job._id === chosenId) ?? null;

  return (
    <PageContainer maxWidth={960}>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Talent Selection with Screening Tools
      </h1>
      <p>
        Attach screening to a job and every proposal is scored against it on Job Applicants, pass or fail per criterion.
        Applicants see the requirements before they apply.
      </p>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          marginBottom: 32,
        }}
      >
        {SCREENING_TOOLS.map((tool) => (
          <div key={tool} className="fl-card" style={{ padding: 12 }}>
            <h2 className="fl-title" style={{ fontSize: 16, marginTop: 0 }}>
              {SCREENING_TOOL_LABELS[tool]}
            </h2>
            <span>{SCREENING_TOOL_DESCRIPTIONS[tool]}</span>
          </div>
        ))}
      </div>

      <section aria-labelledby="screen-a-job" style={{ marginBottom: 32 }}>
        <h2 className="fl-title" id="screen-a-job" style={{ fontSize: 20 }}>
          Screen a job
        </h2>
        {jobs.isError ? (
          <PlainAlert type="error" title={getErrorMessage(jobs.error, "We couldn't load your jobs.")} />
        ) : !jobs.isLoading && openJobs.length === 0 ? (
          <PlainAlert type="info" title="You have no job open for proposals">
            <TextLink to="/post-jobs">Post a job</TextLink> to screen its proposals; your packages are ready to apply.
          </PlainAlert>
        ) : (
          <>
            <PlainSelect
              aria-label="Job to screen"
              aria-busy={jobs.isLoading || undefined}
              placeholder={jobs.isLoading ? 'Loading your open jobs…' : 'Choose one of your open jobs'}
              value={chosen?._id}
              style={{ display: 'block', width: '100%', maxWidth: 480, marginBottom: 16 }}
              options={openJobs.map((job) => ({ value: job._id, label: job.title }))}
              onChange={(jobId) => {
                if (!jobId) return;
                const params = new URLSearchParams(searchParams);
                params.set('jobId', jobId);
                setSearchParams(params, { replace: true });
              }}
            />
            {chosen && (
              <Suspense fallback={<LoadingState label="Loading the job's screening" rows={4} />}>
                <JobScreeningPanel key={chosen._id} jobId={chosen._id} jobTitle={chosen.title} />
              </Suspense>
            )}
          </>
        )}
      </section>

      <PackageList />
    </PageContainer>
  );
}

export default ScreeningTools;
