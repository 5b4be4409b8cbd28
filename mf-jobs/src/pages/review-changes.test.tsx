import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Job } from '@freelane/shared/contracts';
import { buildCurrentUser, renderPage, server, startMockServer, mockEndpoint } from '@freelane/shared/testing';
import { buildJob, buildJobPerson } from '../testing/build-job';
import ReviewChanges from './review-changes';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client' });
const location = () => screen.getByTestId('location');

function submittedJob(overrides: Partial<Job> = {}): Job {
  return buildJob({
    title: 'Landing page redesign',
    status: 'paused',
    salary: 750,
    hiredFreelancer: buildJobPerson({ fullName: 'Ben Okafor' }),
    submittedAt: '2026-11-10T12:00:00.000Z',
    clientReviewDeadline: '2026-11-15T12:00:00.000Z',
    ...overrides,
  });
}

function serve(job: Job, reply?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })),
    mockEndpoint(jobEndpoints.reviewWork, async ({ request }) => {
      bodies.push(await request.json());
      return (
        reply?.() ??
        HttpResponse.json({
          success: true,
          message: 'Revision requested.',
          job: { ...job, status: 'review', reviewChance: true },
        })
      );
    }),
  );
  return bodies;
}

const text = 'The contact form does not send e-mails and the header overlaps the logo on phones.';

describe('Submission Revision Request page', () => {
  it('shows the warnings and the job details panel', async () => {
    const job = submittedJob();
    serve(job);
    renderPage(<ReviewChanges />, { route: `/reviewChanges?jobId=${job._id}`, signedInAs: client });
    expect(screen.getByRole('heading', { level: 1, name: 'Submission Revision Request' })).toBeInTheDocument();
    expect(await screen.findByText('The 5-day policy')).toBeInTheDocument();
    expect(screen.getByText('This is your only free revision')).toBeInTheDocument();
    expect(screen.getByText(/Ben Okafor has 4 days to resubmit/)).toBeInTheDocument();
    expect(screen.getByText('Landing page redesign')).toBeInTheDocument();
    expect(screen.getByText('Fixed Price')).toBeInTheDocument();
    expect(screen.getByText('$750')).toBeInTheDocument();
  });

  it('checks the text with the API rules, then sends it and goes to My Jobs', async () => {
    const job = submittedJob();
    const bodies = serve(job);
    const { user } = renderPage(<ReviewChanges />, { route: `/reviewChanges?jobId=${job._id}`, signedInAs: client });
    const box = await screen.findByRole('textbox', { name: 'Revision details' });

    await user.click(screen.getByRole('button', { name: 'Submit Revision' }));
    expect(await screen.findByText('Please describe the changes in at least 20 characters.')).toBeInTheDocument();
    await user.type(box, 'Too short');
    expect(screen.getByText('9 / 5000')).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste(`  ${text}  `);
    await user.click(screen.getByRole('button', { name: 'Submit Revision' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/myJobs$/));
    expect(bodies).toEqual([{ changes: text }]);
    expect(await screen.findByText('Revision requested.')).toBeInTheDocument();
  });

  it("shows the API's refusal", async () => {
    const job = submittedJob();
    serve(job, () =>
      HttpResponse.json(
        { success: false, message: 'You have already used the free revision for this job.' },
        { status: 409 },
      ),
    );
    const { user } = renderPage(<ReviewChanges />, { route: `/reviewChanges?jobId=${job._id}`, signedInAs: client });
    await user.click(await screen.findByRole('textbox', { name: 'Revision details' }));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Submit Revision' }));
    expect(await screen.findByText('You have already used the free revision for this job.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/reviewChanges');
  });

  it('goes back to the review on Cancel without sending anything', async () => {
    const job = submittedJob();
    const bodies = serve(job);
    const { user } = renderPage(<ReviewChanges />, { route: `/reviewChanges?jobId=${job._id}`, signedInAs: client });
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/takeAction?jobId=${job._id}`));
    expect(bodies).toEqual([]);
  });

  it('explains when the free revision is already used', async () => {
    const job = submittedJob({ reviewChance: true });
    serve(job);
    renderPage(<ReviewChanges />, { route: `/reviewChanges?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findByText('A revision cannot be requested for this job')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Revision details' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the review' })).toHaveAttribute(
      'href',
      `/takeAction?jobId=${job._id}`,
    );
  });
});
