import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import Mentorship from './mentorship';
import { buildMentor, buildMentorship, pageOf } from '../testing/builders';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' });

function serve(mentorship = buildMentorship(), mentors = [buildMentor()], total = mentors.length) {
  const mentorQueries: string[] = [];
  server.use(
    mockEndpoint(userEndpoints.getMentorship, () => HttpResponse.json(mentorship)),
    mockEndpoint(userEndpoints.getMentors, ({ request }) => {
      mentorQueries.push(new URL(request.url).search);
      return HttpResponse.json({ success: true, mentors, pagination: pageOf(total, 1, 12) });
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
    const request = within(card).getByRole('link', { name: 'Request Mentoring' }); // a link (issue 39)
    expect(request).toHaveAttribute('href', `/message?userId=${ben._id}`);
    await user.click(request);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/message?userId=${ben._id}`));
  });

  it('shows a mentor whose answers a newer release wrote, naming what this release does not know', async () => {
    // What an older API answers for values a newer release stored (tolerantEnum), and what a newer
    // API may send to this remote: neither may break the page.
    const newer = buildMentor({
      experience: 'unknown',
      availability: 'unknown',
      areaOfExpertise: ['unknown', 'uiux'],
      mentoringType: ['unknown'],
    });
    serve(buildMentorship({ status: 'unknown' }), [newer]);
    renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    const card = await screen.findByRole('article', { name: 'Ben Okafor' });
    expect(within(card).getByText('Team lead · experience unknown')).toBeInTheDocument();
    expect(within(card).getByText('Available on request')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toContain('Other');
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
      mockEndpoint(userEndpoints.subscribeMentorship, () => {
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

  it('a subscriber sees Subscribed and can stop the notifications', async () => {
    let subscribed = true;
    server.use(
      mockEndpoint(userEndpoints.getMentorship, () => HttpResponse.json(buildMentorship({ subscribed }))),
      mockEndpoint(userEndpoints.getMentors, () =>
        HttpResponse.json({ success: true, mentors: [], pagination: pageOf(0) }),
      ),
      mockEndpoint(userEndpoints.unsubscribeMentorship, () => {
        subscribed = false;
        return HttpResponse.json({ success: true, message: 'Notifications stopped.', subscribed: false });
      }),
    );
    const { user } = renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    await user.click(await screen.findByRole('button', { name: 'Subscribed — Stop notifications' }));
    expect(await screen.findByText('Notifications stopped.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Get Notified' })).toBeInTheDocument();
    expect(subscribed).toBe(false);
  });

  it('an approved mentor sees their own card without Request Mentoring', async () => {
    serve(buildMentorship({ status: 'Accepted' }), [buildMentor({ _id: ava._id, fullName: 'Ava Patel' })]);
    renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    const card = await screen.findByRole('article', { name: 'Ava Patel' });
    expect(within(card).getByText('This is you')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Request Mentoring' })).not.toBeInTheDocument();
    expect(screen.getByText('Mentor application status: Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply as a Mentor' })).not.toBeInTheDocument();
  });

  it('clients are not offered the mentor application', async () => {
    serve();
    renderPage(<Mentorship />, { signedInAs: buildCurrentUser({ role: 'client' }), route: '/mentorship' });
    await screen.findByRole('article', { name: 'Ben Okafor' });
    expect(await screen.findByRole('button', { name: 'Get Notified' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply as a Mentor' })).not.toBeInTheDocument();
  });

  it('asks the server for the next page of mentors', async () => {
    const queries = serve(buildMentorship(), [buildMentor()], 30);
    const { user } = renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    await screen.findByRole('article', { name: 'Ben Okafor' });
    // The pager's code loads when the list has a second page.
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    await waitFor(() => expect(queries.at(-1)).toContain('page=2'));
  });

  it('a failed mentors list can be retried', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(userEndpoints.getMentorship, () => HttpResponse.json(buildMentorship())),
      mockEndpoint(userEndpoints.getMentors, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'The mentors are unavailable.' }, { status: 503 })
          : HttpResponse.json({ success: true, mentors: [buildMentor()], pagination: pageOf(1) });
      }),
    );
    const { user } = renderPage(<Mentorship />, { signedInAs: ava, route: '/mentorship' });
    expect(await screen.findByText("We couldn't load the mentors")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ben Okafor' })).toBeInTheDocument();
  });
});
