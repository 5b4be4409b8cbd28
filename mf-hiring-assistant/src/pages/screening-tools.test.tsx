import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { JobListResponse, JobScreening, ScreeningCriteria, ScreeningPackage } from '@freelane/shared/contracts';
import {
  buildCurrentUser,
  findDialog,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import ScreeningTools from './screening-tools';
import { pageOf } from '../testing/builders';
import { screeningEndpoints } from '@freelane/shared/contracts/endpoints/screening';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const JOB_ID = '40000000-0000-4000-8000-000000000001';
const location = () => screen.getByTestId('location');

/** Texts are pasted, as a user may: typing each key is slow on a busy CI machine. */
async function paste(user: ReturnType<typeof renderPage>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const SAVED: ScreeningPackage = {
  _id: '50000000-0000-4000-8000-000000000009',
  name: 'Seasoned builders',
  criteria: {
    questions: [],
    requiredSkills: [],
    portfolioRequired: false,
    minCompletedProjects: 5,
    minRating: null,
    maxTimeline: null,
  },
  jobsUsing: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The longer journeys: many interactions each, which a loaded 2-core CI machine runs slowly. */
const JOURNEY_TIMEOUT_MS = 90_000;

const criteriaOf = (overrides: Partial<ScreeningCriteria> = {}): ScreeningCriteria => ({
  questions: [],
  requiredSkills: [],
  portfolioRequired: false,
  minCompletedProjects: null,
  minRating: null,
  maxTimeline: null,
  ...overrides,
});

/** A small in-memory API: open jobs, the client's packages and each job's screening, with every write recorded. */
function serve({ jobs = [{ _id: JOB_ID, title: 'Shop redesign' }], saved = [] as ScreeningPackage[] } = {}) {
  const packages: ScreeningPackage[] = [...saved];
  let screening: JobScreening | null = null;
  const writes: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    writes.push({ method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
  };
  server.use(
    mockEndpoint(jobEndpoints.getClientJobs, () =>
      // The page lists the jobs by title: the other fields are not read.
      HttpResponse.json({ success: true, jobs: jobs as JobListResponse['jobs'], pagination: pageOf(jobs.length) }),
    ),
    mockEndpoint(screeningEndpoints.getScreeningPackages, () =>
      HttpResponse.json({ success: true, packages, pagination: pageOf(packages.length) }),
    ),
    mockEndpoint(screeningEndpoints.createScreeningPackage, async ({ request }) => {
      await record(request.clone());
      const body = (await request.json()) as { name: string; criteria: ScreeningCriteria };
      const saved: ScreeningPackage = {
        _id: `50000000-0000-4000-8000-00000000000${packages.length + 1}`,
        name: body.name,
        criteria: body.criteria,
        jobsUsing: 0,
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      };
      packages.unshift(saved);
      return HttpResponse.json(
        { success: true, message: `Package "${body.name}" saved.`, package: saved },
        { status: 201 },
      );
    }),
    mockEndpoint(screeningEndpoints.deleteScreeningPackage, async ({ request, params }) => {
      await record(request);
      packages.splice(
        packages.findIndex((row) => row._id === params.packageId),
        1,
      );
      return HttpResponse.json({
        success: true,
        message: 'Package deleted. Jobs it was applied to keep their criteria.',
      });
    }),
    mockEndpoint(screeningEndpoints.getJobScreening, () => HttpResponse.json({ success: true, screening })),
    mockEndpoint(screeningEndpoints.setJobScreening, async ({ request, params }) => {
      await record(request.clone());
      const body = (await request.json()) as { criteria?: ScreeningCriteria; packageId?: string };
      const from = packages.find((row) => row._id === body.packageId);
      screening = {
        jobId: String(params.jobId),
        criteria: from?.criteria ?? body.criteria ?? criteriaOf(),
        packageName: from?.name ?? null,
        updatedAt: new Date().toISOString(),
      };
      return HttpResponse.json({ success: true, message: 'Screening saved for "Shop redesign".', screening });
    }),
    mockEndpoint(screeningEndpoints.removeJobScreening, async ({ request }) => {
      await record(request);
      screening = null;
      return HttpResponse.json({ success: true, message: 'Screening removed from "Shop redesign".', screening: null });
    }),
  );
  return { writes, packages };
}

describe('/screening-tools', () => {
  it('names the six tools, and sends a client with no open job to post one', async () => {
    serve({ jobs: [] });
    renderPage(<ScreeningTools />, { signedInAs: clara, route: '/screening-tools' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Talent Selection with Screening Tools' }),
    ).toBeInTheDocument();
    for (const name of ['Screening questions', 'Required skills', 'Portfolio link required', 'Minimum rating']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findByText('You have no job open for proposals')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/post-jobs');
    expect(await screen.findByText(/No packages yet/)).toBeInTheDocument();
  });

  it(
    'screens the job named in the link with tools chosen for it, then removes the screening',
    async () => {
      const { writes } = serve();
      const { user } = renderPage(<ScreeningTools />, { signedInAs: clara, route: `/screening-tools?jobId=${JOB_ID}` });
      // The job's screening is a part of its own: its code loads with the first render.
      expect(await screen.findByText(/screens nothing yet/, undefined, { timeout: 20_000 })).toBeInTheDocument();

      // Nothing chosen: the API's own rule is shown, nothing is sent.
      await user.click(screen.getByRole('button', { name: 'Apply To Job' }));
      expect(await screen.findByText('Choose at least one screening tool.')).toBeInTheDocument();
      expect(writes).toEqual([]);

      await user.click(screen.getByRole('button', { name: /Add question/ }));
      // An unfinished question is refused at its field, nothing is sent.
      await paste(user, screen.getByLabelText('Question 1'), 'Why');
      await user.click(screen.getByRole('button', { name: 'Apply To Job' }));
      expect(await screen.findByText('Each question must be at least 5 characters.')).toBeInTheDocument();
      expect(writes).toEqual([]);
      await user.clear(screen.getByLabelText('Question 1'));
      await paste(user, screen.getByLabelText('Question 1'), 'Which shop have you built?');
      await user.click(screen.getByRole('checkbox', { name: 'Portfolio link required' }));
      await user.click(screen.getByRole('button', { name: 'Apply To Job' }));

      expect(await screen.findByText('Screening saved for "Shop redesign".')).toBeInTheDocument();
      expect(writes).toEqual([
        {
          method: 'PUT',
          url: `/api/v1/screening/jobs/${JOB_ID}`,
          body: { criteria: criteriaOf({ questions: ['Which shop have you built?'], portfolioRequired: true }) },
        },
      ]);
      const current = await screen.findByRole('list', { name: 'Current screening' });
      expect(current).toHaveTextContent('Answer 1 screening question');
      expect(current).toHaveTextContent('Which shop have you built?');
      expect(current).toHaveTextContent('A portfolio link');
      expect(screen.getByRole('link', { name: 'See the scored applicants' })).toHaveAttribute(
        'href',
        `/viewApplicants?jobId=${JOB_ID}&sort=screening`,
      );

      await user.click(screen.getByRole('button', { name: 'Remove Screening' }));
      // The shared confirmation asks before anything is sent.
      const confirmation = await screen.findByRole('dialog', { name: 'Remove the screening from this job?' });
      expect(writes).toHaveLength(1);
      await user.click(within(confirmation).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Screening removed from "Shop redesign".')).toBeInTheDocument();
      // The job's screening form is an island: its code loads with the first render.
      expect(await screen.findByText(/screens nothing yet/, undefined, { timeout: 20_000 })).toBeInTheDocument();
      expect(writes.at(-1)).toEqual({ method: 'DELETE', url: `/api/v1/screening/jobs/${JOB_ID}`, body: null });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'builds a Custom Screening Package in its dialog',
    async () => {
      const { writes } = serve();
      const { user } = renderPage(<ScreeningTools />, { signedInAs: clara, route: '/screening-tools' });
      await user.click(await screen.findByRole('button', { name: 'New Package' }));
      const dialog = await findDialog('New Custom Screening Package');
      await paste(user, within(dialog).getByLabelText('Package name'), 'Seasoned builders');
      await paste(user, within(dialog).getByLabelText('Minimum completed projects'), '5');
      await user.click(within(dialog).getByRole('button', { name: 'Save Package' }));
      expect(await screen.findByText('Package "Seasoned builders" saved.')).toBeInTheDocument();
      expect(writes).toEqual([
        {
          method: 'POST',
          url: '/api/v1/screening/packages',
          body: { name: 'Seasoned builders', criteria: criteriaOf({ minCompletedProjects: 5 }) },
        },
      ]);
      const card = await screen.findByRole('article', { name: 'Seasoned builders' });
      expect(within(card).getByText('At least 5 completed projects')).toBeInTheDocument();
      expect(within(card).getByText('Not applied to a job')).toBeInTheDocument();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'applies a saved package to the job chosen in the list',
    async () => {
      const { writes } = serve({ saved: [SAVED] });
      const { user } = renderPage(<ScreeningTools />, { signedInAs: clara, route: '/screening-tools' });
      const picker = await screen.findByRole('combobox', { name: 'Job to screen' });
      await waitFor(() => expect(within(picker).getByRole('option', { name: 'Shop redesign' })).toBeInTheDocument());
      await user.selectOptions(picker, 'Shop redesign');
      await waitFor(() => expect(location()).toHaveTextContent(`jobId=${JOB_ID}`));
      // The job's screening is a part of its own: its code loads once a job is chosen.
      await user.click(await screen.findByRole('radio', { name: 'Use a saved package' }, { timeout: 20_000 }));
      expect(screen.getByRole('radio', { name: 'Use a saved package' })).toBeChecked();
      const packagePicker = screen.getByRole('combobox', { name: 'Package' });
      await waitFor(() =>
        expect(within(packagePicker).getByRole('option', { name: 'Seasoned builders' })).toBeInTheDocument(),
      );
      await user.selectOptions(packagePicker, 'Seasoned builders');
      await user.click(screen.getByRole('button', { name: 'Apply To Job' }));
      await waitFor(() =>
        expect(writes).toEqual([
          { method: 'PUT', url: `/api/v1/screening/jobs/${JOB_ID}`, body: { packageId: SAVED._id } },
        ]),
      );
      expect(await screen.findByText(/From the package “Seasoned builders”/)).toBeInTheDocument();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('deletes a package only after confirmation', async () => {
    const { writes } = serve({ saved: [SAVED] });
    const { user } = renderPage(<ScreeningTools />, { signedInAs: clara, route: '/screening-tools' });
    const card = await screen.findByRole('article', { name: 'Seasoned builders' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    // The shared confirmation (a dialog shown by the toast host) asks before anything is sent.
    const confirmation = await screen.findByRole('dialog', { name: 'Delete "Seasoned builders"?' });
    expect(writes).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Package deleted/)).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', url: `/api/v1/screening/packages/${SAVED._id}`, body: null }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Seasoned builders' })).not.toBeInTheDocument());
  });
});
