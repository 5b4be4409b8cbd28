import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCurrentUser, renderPage, server, startMockServer } from '@freelane/shared/testing';
import Mentorship from './mentorship';
import { buildMentor, buildMentorship, pageOf } from '../testing/builders';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' });

function serve(mentorship = buildMentorship(), mentors = [buildMentor()]) {
  const mentorQueries: string[] = [];
  server.use(
    http.get('*/api/v1/user/getMentorship', () => HttpResponse.json(mentorship)),
    http.get('*/api/v1/user/getMentors', ({ request }) => {
      mentorQueries.push(new URL(request.url).search);
      return HttpResponse.json({ success: true, mentors, pagination: pageOf(mentors.length, 1, 12) });
    }),
  );
  return mentorQueries;
}

describe('/mentorship', () => {
  it('lists approved mentors with their free session, and Request Mentoring opens the chat with them', async () => {
    const ben = buildMentor();
    serve(buildMentorship(), [ben]);
    const { user } = renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    const card = await screen.findByRole('article', { name: 'Ben Okafor' });
    expect(within(card).getByText('Free 15-30 minutes introductory session')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /LinkedIn profile of Ben Okafor/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await user.click(within(card).getByRole('button', { name: 'Request Mentoring' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/message?userId=${ben._id}`));
  });

  it('shows a declined application with the admin’s reason and invites the freelancer to apply again', async () => {
    serve(buildMentorship({ status: 'Declined', declineReason: 'Please add your mentoring experience.' }));
    renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    expect(await screen.findByText('Mentor application status: Declined')).toBeInTheDocument();
    expect(screen.getByText(/Please add your mentoring experience\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply as a Mentor' })).toHaveAttribute('href', '/joinAsMentor');
  });

  it('shows Pending without the apply link', async () => {
    serve(buildMentorship({ status: 'Pending' }));
    renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    expect(await screen.findByText('Mentor application status: Pending')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply as a Mentor' })).not.toBeInTheDocument();
  });

  it('Get Notified stores a subscription and says You Will Be Notified', async () => {
    serve(buildMentorship(), []);
    let subscribed = false;
    server.use(
      http.post('*/api/v1/user/mentorshipSubscription', () => {
        subscribed = true;
        return HttpResponse.json({ success: true, message: 'You Will Be Notified', subscribed: true });
      }),
    );
    const { user } = renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    expect(await screen.findByText(/No mentors yet/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Get Notified' }));
    expect(await screen.findByText('You Will Be Notified')).toBeInTheDocument();
    expect(subscribed).toBe(true);
  });

  it('sends the expertise filter to the server', async () => {
    const queries = serve();
    renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship?expertise=uiux' });
    await screen.findByRole('article', { name: 'Ben Okafor' });
    await waitFor(() => expect(queries.at(-1)).toContain('expertise=uiux'));
  });
});
