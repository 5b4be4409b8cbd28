import { getErrorMessage } from '@freelane/shared';
import { SCREENING_TOOL_DESCRIPTIONS, SCREENING_TOOL_LABELS, SCREENING_TOOLS } from '@freelane/shared/contracts';
import { PageContainer, withAntd } from '@freelane/shared/ui';
import { Alert, Card, Select, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
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
  const jobs = useGetAppointableJobsQuery({ page: 1, limit: 50 });
  const openJobs = jobs.data?.jobs ?? [];
  const chosenId = searchParams.get('jobId');
  const chosen = openJobs.find((job) => job._id === chosenId) ?? null;

  return (
    <PageContainer maxWidth={960}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Talent Selection with Screening Tools
      </Typography.Title>
      <Typography.Paragraph>
        Attach screening to a job and every proposal is scored against it on Job Applicants, pass or fail per criterion.
        Applicants see the requirements before they apply.
      </Typography.Paragraph>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          marginBottom: 32,
        }}
      >
        {SCREENING_TOOLS.map((tool) => (
          <Card key={tool} size="small">
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
              {SCREENING_TOOL_LABELS[tool]}
            </Typography.Title>
            <Typography.Text>{SCREENING_TOOL_DESCRIPTIONS[tool]}</Typography.Text>
          </Card>
        ))}
      </div>

      <section aria-labelledby="screen-a-job" style={{ marginBottom: 32 }}>
        <Typography.Title level={2} id="screen-a-job" style={{ fontSize: 20 }}>
          Screen a job
        </Typography.Title>
        {jobs.isError ? (
          <Alert type="error" showIcon title={getErrorMessage(jobs.error, "We couldn't load your jobs.")} />
        ) : !jobs.isLoading && openJobs.length === 0 ? (
          <Alert
            type="info"
            showIcon
            title="You have no job open for proposals"
            description={
              <>
                <Link to="/post-jobs">Post a job</Link> to screen its proposals; your packages are ready to apply.
              </>
            }
          />
        ) : (
          <>
            <Select
              aria-label="Job to screen"
              loading={jobs.isLoading}
              placeholder="Choose one of your open jobs"
              value={chosen?._id}
              style={{ width: '100%', maxWidth: 480, marginBottom: 16 }}
              options={openJobs.map((job) => ({ value: job._id, label: job.title }))}
              onChange={(jobId: string) => {
                const params = new URLSearchParams(searchParams);
                params.set('jobId', jobId);
                setSearchParams(params, { replace: true });
              }}
            />
            {chosen && <JobScreeningPanel key={chosen._id} jobId={chosen._id} jobTitle={chosen.title} />}
          </>
        )}
      </section>

      <PackageList />
    </PageContainer>
  );
}

export default withAntd(ScreeningTools);
