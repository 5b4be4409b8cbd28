import { getErrorMessage } from '@freelane/shared';
import { SCREENING_TOOL_DESCRIPTIONS, SCREENING_TOOL_LABELS, SCREENING_TOOLS } from '@freelane/shared/contracts';
import { PageContainer, PlainAlert, PlainSelect, TextLink } from '@freelane/shared/ui';
import { useSearchParams } from 'react-router-dom';
import { OPEN_JOBS_PICKER } from '@freelane/shared/contracts/endpoints/job';
import { useGetAppointableJobsQuery } from '../features/appointments/api/appointments';
import { JobScreeningPanel } from '../features/screening-tools/components/job-screening-panel';
import { PackageList } from '../features/screening-tools/components/package-list';

/**
 * /screening-tools (clients): the six tools, screening one of the client's open jobs (a saved
 * package or tools chosen for it; ?jobId= preselects, as Job Applicants links here), and the
 * Custom Screening Package builder. Applicants see the requirements in the proposal form; the
 * scores show on Job Applicants.
 */
function ScreeningTools() {
  const [searchParams, setSearchParams] = useSearchParams();
  const jobs = useGetAppointableJobsQuery(OPEN_JOBS_PICKER);
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
            {/* Part of the page's own code (plain kit, ~5 kB gzip): Job Applicants links here with
                ?jobId=, and the job's screening then shows with the client's jobs, no second file
                to wait for (issue 39). Its data starts with the navigation (shell DATA_AHEAD). */}
            {chosen && <JobScreeningPanel key={chosen._id} jobId={chosen._id} jobTitle={chosen.title} />}
          </>
        )}
      </section>

      <PackageList />
    </PageContainer>
  );
}

export default ScreeningTools;
