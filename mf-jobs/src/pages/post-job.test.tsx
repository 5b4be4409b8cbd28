import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { JobBody } from '@freelane/shared/contracts';
import { buildCurrentUser, renderPage, server, startMockServer, mockEndpoint } from '@freelane/shared/testing';
import { buildJob } from '../testing/build-job';
import { dayAhead, fillJobForm } from '../testing/fill-job-form';
import PostJob from './post-job';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client' });
const location = () => screen.getByTestId('location');

function servePostJob(reply?: () => Response) {
  const bodies: JobBody[] = [];
  server.use(
    mockEndpoint(jobEndpoints.postJob, async ({ request }) => {
      bodies.push((await request.json()) as JobBody);
      if (reply) return reply();
      return HttpResponse.json(
        { success: true, message: 'Job posted successfully.', job: buildJob() },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

describe('Post A New Job page', () => {
  it('offers only One Time Project and Fixed Price, the others shown disabled', () => {
    renderPage(<PostJob />, { route: '/post-jobs', signedInAs: client });
    expect(screen.getByRole('heading', { level: 1, name: 'Post A New Job' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'One Time Project' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ongoing' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Contract' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Fixed Price' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hourly Rate' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-condition');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows the rules of the contract and sends nothing while the form is incomplete', async () => {
    const bodies = servePostJob();
    const { user } = renderPage(<PostJob />, { route: '/post-jobs', signedInAs: client });
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Logo');
    await user.type(screen.getByRole('spinbutton', { name: 'Budget' }), '0');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(
      await screen.findByText('Please accept the Terms and Conditions and the Privacy Policy.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Title must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a freelancer level.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 50 characters.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one skill.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a duration.')).toBeInTheDocument();
    expect(screen.getByText('Budget must be more than 0.')).toBeInTheDocument();
    expect(screen.getByText('Please choose an application deadline.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('adds trimmed skills by Add and Enter, ignores blanks and duplicates, and removes them', async () => {
    const { user } = renderPage(<PostJob />, { route: '/post-jobs', signedInAs: client });
    const input = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(input, '  React  ');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(input, 'Node.js{Enter}');
    await user.type(input, '   {Enter}');
    expect(screen.getByText('Type a skill first.')).toBeInTheDocument();
    await user.type(input, 'react{Enter}');
    expect(screen.getByText('“react” is already in the list.')).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Skills added' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Node.js']);
    await user.click(screen.getByLabelText('Remove React'));
    expect(within(screen.getByRole('list', { name: 'Skills added' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends the job with the deadline as yyyy-MM-dd and goes to My Jobs', async () => {
    const bodies = servePostJob();
    const { user } = renderPage(<PostJob />, { route: '/post-jobs', signedInAs: client });
    const deadline = await fillJobForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/myJobs$/));
    expect(await screen.findByText('Job posted successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        title: 'Landing page redesign',
        category: 'Design & Creative',
        rank: 'expert',
        description:
          'Redesign our landing page with a fresh look, a pricing table and a sign-up form that works on phones.',
        skills: ['Figma'],
        jobType: 'oneTime',
        duration: '2to4Weeks',
        budgetType: 'fixed',
        salary: 750,
        applicationDeadline: deadline,
      },
    ]);
    expect(deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('takes a deadline typed with the keyboard, and refuses today', async () => {
    const bodies = servePostJob();
    const { user } = renderPage(<PostJob />, { route: '/post-jobs', signedInAs: client });
    await fillJobForm(user);
    const box = screen.getByLabelText('Application deadline');
    expect(box).toHaveAttribute('min', dayAhead(1));
    await user.clear(box);
    await user.type(box, dayAhead(0));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Application deadline must be in the future.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.clear(box);
    await user.type(box, dayAhead(10));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ applicationDeadline: dayAhead(10) });
  });

  it('shows the server refusal and stays on the page', async () => {
    servePostJob(() => HttpResponse.json({ success: false, message: 'Only clients can post jobs.' }, { status: 403 }));
    const { user } = renderPage(<PostJob />, { route: '/post-jobs', signedInAs: client });
    await fillJobForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Only clients can post jobs.')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/post-jobs$/);
  });
});
