import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCurrentUser, renderPage, server, startMockServer } from '@freelane/shared/testing';
import type { Job } from '@freelane/shared';
import ViewRevision from './view-revision';
import { buildJob, buildJobPerson } from '../testing/build-job';
import { makeFile } from '../testing/make-file';

startMockServer();

const ben = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor' });
const clara = buildJobPerson({ fullName: 'Clara Client' });
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const inRevision = (overrides: Partial<Job> = {}) =>
  buildJob({
    title: 'Shop build',
    status: 'review',
    owner: clara,
    salary: 1200,
    reviewChance: true,
    reviewChanges: 'Please make the checkout work on mobile and fix the footer links.',
    freelancerReviewDeadline: inSeconds(2 * 3600 + 30 * 60 + 10),
    ...overrides,
  });

function serveJob(job: Job) {
  server.use(http.get(`*/api/v1/job/getJob/${job._id}`, () => HttpResponse.json({ success: true, job })));
}

const location = () => screen.getByTestId('location');
const open = (job: Job) => renderPage(<ViewRevision />, { route: `/viewRevision?jobId=${job._id}`, signedInAs: ben });

describe('View Revision page', () => {
  it('shows the job, the In Revision badge, the overview and the expandable request', async () => {
    const job = inRevision({ freelancerReviewDeadline: '2099-03-04T10:00:00.000Z' });
    serveJob(job);
    const { user } = open(job);

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop build' })).toBeInTheDocument();
    expect(screen.getByText('In Revision')).toBeInTheDocument();
    for (const text of ['Clara Client', '4 Mar 2099', '$1,200', 'Fixed Price']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Revision request from Clara Client')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(job.reviewChanges!)).toBeVisible();
    expect(screen.getByText(/resubmit within 4 days of the request to keep your rank/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Revision request from Clara Client/ }));
    await waitFor(() => expect(screen.getByText(job.reviewChanges!)).not.toBeVisible());
  });

  it('counts down to the resubmission deadline every second', async () => {
    const job = inRevision();
    serveJob(job);
    open(job);

    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAccessibleName(/^Time left: 2 hours, 30 minutes, (9|10) seconds$/);
    expect(within(timer).getByText('Hours')).toBeInTheDocument();
    const first = timer.getAttribute('aria-label');
    await waitFor(() => expect(screen.getByRole('timer').getAttribute('aria-label')).not.toBe(first), { timeout: 3000 });
  });

  it('stops at zero and says the deadline has passed', async () => {
    const job = inRevision({ freelancerReviewDeadline: inSeconds(3) });
    serveJob(job);
    open(job);
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/^Time left: 0 hours, 0 minutes, [1-3] seconds$/);
    expect(await screen.findByText(/The resubmission deadline has passed/, {}, { timeout: 6000 })).toBeInTheDocument();
  });

  it('submits the completed work through the dialog and goes back to My Jobs', async () => {
    const job = inRevision();
    serveJob(job);
    server.use(
      http.post(`*/api/v1/job/submitWork/${job._id}`, () =>
        HttpResponse.json({ success: true, message: 'Work submitted successfully.', job: { ...job, status: 'paused' } }),
      ),
    );
    const { user } = open(job);
    await user.click(await screen.findByRole('button', { name: 'Submit Completed Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Work' });
    expect(within(dialog).getByText('Shop build')).toBeInTheDocument();
    await user.upload(document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]')!, makeFile('revised.zip', 'application/zip'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Work' }));

    expect(await screen.findByText('Work submitted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/my-project$/));
  });

  it('asks the client for clarification in Messages', async () => {
    const job = inRevision();
    serveJob(job);
    const { user } = open(job);
    const links = await screen.findAllByRole('link', { name: 'Request Clarification' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/message?userId=${clara._id}`, `/message?userId=${clara._id}`]);
    await user.click(links[0]);
    expect(location()).toHaveTextContent(`/message?userId=${clara._id}`);
  });

  it('says so when the job is not waiting for a revision', async () => {
    const job = inRevision({ status: 'paused' });
    serveJob(job);
    const { user } = open(job);
    expect(await screen.findByText('Your revised work has been submitted; the client is reviewing it.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to My Jobs' }));
    expect(location()).toHaveTextContent(/^\/my-project$/);
  });

  it("shows the server's message for an unknown job, and a hint without a job id", async () => {
    const job = inRevision();
    server.use(
      http.get(`*/api/v1/job/getJob/${job._id}`, () => HttpResponse.json({ success: false, message: 'Job not found.' }, { status: 404 })),
    );
    const { unmount } = open(job);
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();

    renderPage(<ViewRevision />, { route: '/viewRevision', signedInAs: ben });
    expect(screen.getByRole('heading', { level: 1, name: 'No job chosen' })).toBeInTheDocument();
  });
});
