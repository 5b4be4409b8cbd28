import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import HireSelectionAssistant from './hire-selection-assistant';
import { buildAppointment } from '../testing/build-appointment';
import { buildAssistant, pageOf } from '../testing/builders';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import type { JobListResponse } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

beforeEach(() => {
  server.use(
    mockEndpoint(hiringEndpoints.getMyAppointments, () =>
      HttpResponse.json({ success: true, appointments: [], pagination: pageOf(0) }),
    ),
  );
});

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });

describe('/hire-selectionAssistant', () => {
  it('sends the filters to the server, shortlists and connects', async () => {
    let ben = buildAssistant();
    const queries: URLSearchParams[] = [];
    const shortlistCalls: string[] = [];
    server.use(
      mockEndpoint(userEndpoints.getHiringAssistants, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ success: true, hiringAssistants: [ben], pagination: pageOf(1, 1, 9) });
      }),
      mockEndpoint(hiringEndpoints.addToShortlist, ({ params }) => {
        shortlistCalls.push(String(params.assistantId));
        ben = { ...ben, shortlisted: true };
        return HttpResponse.json({ success: true, message: 'Added to your shortlist.', shortlisted: true });
      }),
    );
    const { user } = renderPage(<HireSelectionAssistant />, {
      signedInAs: clara,
      route: '/hire-selectionAssistant?rating=sevenPlus',
    });
    const card = await screen.findByRole('article', { name: 'Ben Okafor' });
    expect(within(card).getByText('React')).toBeInTheDocument();
    expect(within(card).getByText('2 jobs assisted')).toBeInTheDocument();
    expect(queries.at(-1)?.get('rating')).toBe('sevenPlus');

    await user.selectOptions(screen.getByLabelText('Specialization'), 'UI/UX Design');
    await waitFor(() => expect(queries.at(-1)?.get('specialization')).toBe('uiux'));

    await user.click(within(card).getByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByText('Added to your shortlist.')).toBeInTheDocument();
    expect(shortlistCalls).toEqual([ben._id]);
    expect(
      await within(await screen.findByRole('article', { name: 'Ben Okafor' })).findByRole('button', {
        name: 'Shortlisted',
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // A link to the conversation, not a button that navigates (issue 39).
    const connect = within(screen.getByRole('article', { name: 'Ben Okafor' })).getByRole('link', { name: 'Connect' });
    expect(connect).toHaveAttribute('href', `/message?userId=${ben._id}`);
    await user.click(connect);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/message?userId=${ben._id}`));
  });

  it('appoints an assistant to one of the client’s open jobs', async () => {
    const ben = buildAssistant();
    let sent: unknown;
    server.use(
      mockEndpoint(userEndpoints.getHiringAssistants, () =>
        HttpResponse.json({ success: true, hiringAssistants: [ben], pagination: pageOf(1, 1, 9) }),
      ),
      mockEndpoint(jobEndpoints.getClientJobs, ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('active');
        return HttpResponse.json({
          success: true,
          // The page lists the jobs by title: the other fields are not read.
          jobs: [{ _id: '40000000-0000-4000-8000-000000000001', title: 'Shop redesign' }] as JobListResponse['jobs'],
          pagination: pageOf(1),
        });
      }),
      mockEndpoint(hiringEndpoints.appointAssistant, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Ben Okafor is asked to assist with this job.',
          appointment: buildAppointment(),
        });
      }),
    );
    const { user } = renderPage(<HireSelectionAssistant />, { signedInAs: clara, route: '/hire-selectionAssistant' });
    await user.click(
      within(await screen.findByRole('article', { name: 'Ben Okafor' })).getByRole('button', {
        name: 'Appoint to a job',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Appoint Ben Okafor' });
    await user.click(within(dialog).getByRole('button', { name: 'Appoint' }));
    expect(await within(dialog).findByText('Please choose one of your open jobs.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Job')).toHaveFocus());
    expect(sent).toBeUndefined();
    await user.selectOptions(
      within(dialog).getByLabelText('Job'),
      await within(dialog).findByRole('option', { name: 'Shop redesign' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Appoint' }));
    expect(await screen.findByText('Ben Okafor is asked to assist with this job.')).toBeInTheDocument();
    expect(sent).toEqual({ assistantId: ben._id, jobId: '40000000-0000-4000-8000-000000000001' });
  });

  it('says so when no assistant matches', async () => {
    server.use(
      mockEndpoint(userEndpoints.getHiringAssistants, () =>
        HttpResponse.json({ success: true, hiringAssistants: [], pagination: pageOf(0, 1, 9) }),
      ),
    );
    renderPage(<HireSelectionAssistant />, { signedInAs: clara, route: '/hire-selectionAssistant' });
    expect(await screen.findByText(/No hiring assistant matches these filters/)).toBeInTheDocument();
  });
});
