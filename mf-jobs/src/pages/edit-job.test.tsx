import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Job, JobBody } from '@freelane/shared/contracts';
import { buildCurrentUser, renderPage, server, startMockServer, mockEndpoint } from '@freelane/shared/testing';
import { buildJob, buildJobPerson } from '../testing/build-job';
import EditJob from './edit-job';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const owner = buildJobPerson({ _id: client._id, fullName: 'Clara Client' });
const location = () => screen.getByTestId('location');

function serveJob(job: Job | (() => Response)) {
  server.use(
    mockEndpoint(jobEndpoints.getJob, () =>
      typeof job === 'function' ? job() : HttpResponse.json({ success: true, job }),
    ),
  );
}

describe('Edit Job page', () => {
  it('loads the job named in the URL and saves the changes, then goes to My Jobs', async () => {
    const job = buildJob({
      owner,
      title: 'Landing page redesign',
      skills: ['React', 'CSS'],
      salary: 500,
      applicationDeadline: '2099-06-30',
    });
    serveJob(job);
    const bodies: JobBody[] = [];
    server.use(
      mockEndpoint(jobEndpoints.updateJob, async ({ request, params }) => {
        expect(params.jobId).toBe(job._id);
        bodies.push((await request.json()) as JobBody);
        return HttpResponse.json({ success: true, message: 'Job updated successfully.', job });
      }),
    );
    const { user } = renderPage(<EditJob />, { route: `/edit-jobs?jobId=${job._id}`, signedInAs: client });
    expect(screen.getByRole('status', { name: 'Loading the job' })).toBeInTheDocument();

    const title = await screen.findByRole('textbox', { name: 'Job title' });
    expect(title).toHaveValue('Landing page redesign');
    expect(screen.getByLabelText('Application deadline')).toHaveValue('2099-06-30');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Landing page and blog redesign');
    await user.click(screen.getByLabelText('Remove CSS'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/myJobs$/));
    expect(await screen.findByText('Job updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        title: 'Landing page and blog redesign',
        skills: ['React'],
        salary: 500,
        applicationDeadline: '2099-06-30',
      }),
    ]);
  });

  it('deletes only after confirmation', async () => {
    const job = buildJob({ owner, title: 'Logo design for a bakery' });
    serveJob(job);
    const deleted: string[] = [];
    server.use(
      mockEndpoint(jobEndpoints.deleteJob, ({ params }) => {
        deleted.push(String(params.jobId));
        return HttpResponse.json({ success: true, message: 'Job deleted.' });
      }),
    );
    const { user } = renderPage(<EditJob />, { route: `/edit-jobs?jobId=${job._id}`, signedInAs: client });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this job?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/myJobs$/));
    expect(deleted).toEqual([job._id]);
    expect(await screen.findByText('Job deleted.')).toBeInTheDocument();
  });

  it('shows the server refusal when the job cannot be saved', async () => {
    const job = buildJob({ owner });
    serveJob(job);
    server.use(
      mockEndpoint(jobEndpoints.updateJob, () =>
        HttpResponse.json(
          { success: false, message: 'This job can no longer be edited: a freelancer has been hired.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage(<EditJob />, { route: `/edit-jobs?jobId=${job._id}`, signedInAs: client });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This job can no longer be edited: a freelancer has been hired.'),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/edit-jobs?jobId=${job._id}`);
  });

  it('explains why a job with a hired freelancer cannot be edited', async () => {
    const job = buildJob({ owner, status: 'progress', hiredFreelancer: buildJobPerson({ fullName: 'Ben Okafor' }) });
    serveJob(job);
    renderPage(<EditJob />, { route: `/edit-jobs?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findByText('This job can no longer be edited')).toBeInTheDocument();
    expect(screen.getByText(/In Progress with Ben Okafor hired/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Job title' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/completedJobs?jobId=${job._id}`,
    );
  });

  it("refuses another client's job", async () => {
    serveJob(buildJob({ owner: buildJobPerson({ fullName: 'Someone Else' }) }));
    renderPage(<EditJob />, { route: `/edit-jobs?jobId=${buildJob()._id}`, signedInAs: client });
    expect(await screen.findByText('This is not your job')).toBeInTheDocument();
  });

  it('shows the API message when the job cannot be loaded, with a working retry', async () => {
    let calls = 0;
    const job = buildJob({ owner, title: 'Back again' });
    serveJob(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ success: false, message: 'Job not found.' }, { status: 404 })
        : HttpResponse.json({ success: true, job });
    });
    const { user } = renderPage(<EditJob />, { route: `/edit-jobs?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Job title' })).toHaveValue('Back again');
  });

  it('says what to do when the link names no job', () => {
    renderPage(<EditJob />, { route: '/edit-jobs', signedInAs: client });
    expect(screen.getByText(/No job was named in the link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Jobs' })).toHaveAttribute('href', '/myJobs');
  });
});
