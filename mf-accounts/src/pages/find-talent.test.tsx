import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  buildCurrentUser,
  buildReview,
  buildUserReviewsPage,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import type { PublicUser, TalentCard } from '@freelane/shared/contracts';
import FindTalent from './find-talent';
import { buildPublicUser } from '../testing/build-public-user';
import { reviewEndpoints } from '@freelane/shared/contracts/endpoints/review';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

type Params = Record<string, string>;

/** Answers like the API (search on title/skills/name, pages of `limit`) and records every query. */
function serveFreelancers(users: (PublicUser | TalentCard)[]) {
  const queries: Params[] = [];
  server.use(
    mockEndpoint(userEndpoints.getSuggestedFreelancers, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const needle = (params.search ?? '').toLowerCase();
      const matches = users.filter((user) =>
        [user.fullName, user.profile.professionalTitle ?? '', ...user.skillProfile.subCategory].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      );
      const page = Number(params.page ?? 1);
      const limit = Number(params.limit ?? 12);
      return HttpResponse.json({
        success: true,
        // A card the API answers always says whether the person is a mentor.
        users: matches.slice((page - 1) * limit, page * limit).map((user) => ({ isMentor: false, ...user })),
        pagination: { page, limit, total: matches.length, totalPages: Math.max(1, Math.ceil(matches.length / limit)) },
      });
    }),
  );
  return queries;
}

const location = () => screen.getByTestId('location');

describe('Find Talent page', () => {
  it('prefills the search from ?search= and shows cards with real figures, rate and location (issue 36)', async () => {
    const queries = serveFreelancers([
      buildPublicUser({
        fullName: 'Ava Patel',
        profile: {
          profilePhoto: null,
          bio: null,
          languages: [],
          professionalTitle: 'Full-stack web developer',
          hourlyRate: 45,
          location: 'Pune, India',
        },
        skillProfile: { category: null, subCategory: ['React', 'Node.js'], uspSkill: [] },
        projectCompleted: 4,
        memberSince: '2024-06-01T00:00:00.000Z',
      }),
      buildPublicUser({
        fullName: 'Ben Okafor',
        profile: {
          profilePhoto: null,
          bio: null,
          languages: [],
          professionalTitle: 'Illustrator',
          hourlyRate: null,
          location: null,
        },
        skillProfile: { category: null, subCategory: ['Drawing'], uspSkill: [] },
      }),
    ]);
    renderPage(<FindTalent />, { route: '/find-talent?search=web' });

    expect(screen.getByRole('textbox', { name: 'Search freelancers' })).toHaveValue('web');
    const card = await screen.findByRole('article', { name: 'Ava Patel' });
    expect(within(card).getByText('Full-stack web developer')).toBeInTheDocument();
    expect(within(card).getByText('Node.js')).toBeInTheDocument();
    expect(within(card).getByText(/4 projects completed · Member since 2024/)).toBeInTheDocument();
    expect(card).toHaveTextContent('$45 an hour · Based in Pune, India');
    expect(screen.queryByRole('article', { name: 'Ben Okafor' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 freelancer found for “web”');
    expect(queries).toEqual([{ search: 'web', sort: 'newest', page: '1', limit: '12' }]);
  });

  it('searches with the trimmed text and lets a chip set the search', async () => {
    const queries = serveFreelancers([buildPublicUser({ fullName: 'Ava Patel' })]);
    const { user } = renderPage(<FindTalent />, { route: '/find-talent' });
    await screen.findByRole('article', { name: 'Ava Patel' });

    await user.type(screen.getByRole('textbox', { name: 'Search freelancers' }), '  react  {Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/find-talent\?search=react$/));

    await user.click(screen.getByRole('button', { name: 'app developer' }));
    await waitFor(() => expect(location()).toHaveTextContent('/find-talent?search=app+developer'));
    expect(screen.getByRole('textbox', { name: 'Search freelancers' })).toHaveValue('app developer');
    expect(screen.getByRole('button', { name: 'app developer' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No freelancers match “app developer” yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Top Freelancers' }));
    expect(await screen.findByRole('article', { name: 'Ava Patel' })).toBeInTheDocument();
    // Everyone was already fetched on open: the cached answer is shown again without a new request.
    expect(queries.map((query) => query.search)).toEqual(['', 'react', 'app developer']);
  });

  it('asks the server for each order: Newest, Name A–Z, Most projects completed and Top rated', async () => {
    const queries = serveFreelancers([buildPublicUser()]);
    const { user } = renderPage(<FindTalent />, { route: '/find-talent' });
    await screen.findAllByRole('article');

    await user.click(screen.getByText('Name A–Z'));
    await waitFor(() => expect(queries.at(-1)?.sort).toBe('name'));
    await user.click(screen.getByText('Most projects completed'));
    await waitFor(() => expect(queries.at(-1)?.sort).toBe('projects'));
    expect(screen.getByRole('radio', { name: 'Name A–Z' })).not.toBeChecked();
    await user.click(screen.getByText('Top rated'));
    await waitFor(() => expect(queries.at(-1)?.sort).toBe('rating'));
    expect(location()).toHaveTextContent(/^\/find-talent\?sort=rating$/);
    expect(screen.getByRole('radio', { name: 'Top rated' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Most projects completed' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Newest' })).not.toBeChecked();
    await user.click(screen.getByText('Newest'));
    // Newest is the default order, already fetched on open (served from the cache).
    await waitFor(() => expect(location()).toHaveTextContent(/^\/find-talent$/));
    expect(screen.getByRole('radio', { name: 'Newest' })).toBeChecked();
    expect(queries.map((query) => query.sort)).toEqual(['newest', 'name', 'projects', 'rating']);
  });

  it('opens on the order in the URL, Top rated included', async () => {
    const queries = serveFreelancers([buildPublicUser()]);
    renderPage(<FindTalent />, { route: '/find-talent?sort=rating' });
    await screen.findAllByRole('article');
    expect(screen.getByRole('radio', { name: 'Top rated' })).toBeChecked();
    expect(queries).toEqual([{ search: '', sort: 'rating', page: '1', limit: '12' }]);
  });

  it('shows each real rating instead of fixed stars, and opens the reviews behind it', async () => {
    const ava = buildPublicUser({ fullName: 'Ava Patel', rating: { average: 4.7, count: 12 } });
    serveFreelancers([ava, buildPublicUser({ fullName: 'Ben Okafor' })]);
    server.use(
      mockEndpoint(reviewEndpoints.getUserReviews, ({ params }) => {
        expect(params.userId).toBe(ava._id);
        return HttpResponse.json(
          buildUserReviewsPage([buildReview({ revieweeId: ava._id, comment: 'Fast, friendly and precise work.' })], {
            rating: ava.rating,
            total: 12,
          }),
        );
      }),
    );
    const { user } = renderPage(<FindTalent />, { route: '/find-talent' });

    const card = await screen.findByRole('article', { name: 'Ava Patel' });
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5 from 12 reviews' })).toHaveTextContent(
      '4.7 (12 reviews)',
    );
    const newcomer = screen.getByRole('article', { name: 'Ben Okafor' });
    expect(within(newcomer).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(newcomer).queryByRole('button', { name: /Read reviews/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Read reviews of Ava Patel' }));
    const drawer = await screen.findByRole('dialog', { name: 'Reviews of Ava Patel' });
    expect(await within(drawer).findByText('Fast, friendly and precise work.')).toBeInTheDocument();
  });

  it('pages through results with the pagination', async () => {
    const users = Array.from({ length: 14 }, (_, index) => buildPublicUser({ fullName: `Person ${index + 1}` }));
    const queries = serveFreelancers(users);
    const { user } = renderPage(<FindTalent />, { route: '/find-talent' });
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('14 freelancers found');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Person 14' })).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ page: '2' });
    expect(location()).toHaveTextContent('/find-talent?page=2');
  });

  it('sends a visitor who presses Connect to log in first, coming back here', async () => {
    serveFreelancers([buildPublicUser({ fullName: 'Ava Patel' })]);
    const { user } = renderPage(<FindTalent />, { route: '/find-talent' });
    await user.click(await screen.findByRole('button', { name: 'Connect with Ava Patel' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login\?next=%2Ffind-talent$/));
  });

  it('adds the freelancer to contacts and opens the conversation with them for a signed-in client', async () => {
    const ava = buildPublicUser({ fullName: 'Ava Patel' });
    serveFreelancers([ava]);
    const added: string[] = [];
    server.use(
      mockEndpoint(userEndpoints.addContact, ({ params }) => {
        added.push(String(params.userId));
        return HttpResponse.json({ success: true, message: 'Ava Patel is now in your contacts.' });
      }),
    );
    const { user } = renderPage(<FindTalent />, {
      route: '/find-talent',
      signedInAs: buildCurrentUser({ role: 'client' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Connect with Ava Patel' }));

    await waitFor(() => expect(location()).toHaveTextContent(`/message?userId=${ava._id}`));
    expect(added).toEqual([ava._id]);
    expect(await screen.findByText('Ava Patel is now in your contacts.')).toBeInTheDocument();
  });

  it('hides Connect on your own card', async () => {
    const me = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' });
    serveFreelancers([buildPublicUser({ _id: me._id, fullName: 'Ava Patel' })]);
    renderPage(<FindTalent />, { route: '/find-talent', signedInAs: me });
    await screen.findByRole('article', { name: 'Ava Patel' });
    expect(screen.queryByRole('button', { name: 'Connect with Ava Patel' })).not.toBeInTheDocument();
  });

  it('shows an error with a working retry', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(userEndpoints.getSuggestedFreelancers, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 });
        return HttpResponse.json({
          success: true,
          users: [{ ...buildPublicUser({ fullName: 'Back Online' }), isMentor: false }],
          pagination: { page: 1, limit: 12, total: 1, totalPages: 1 },
        });
      }),
    );
    const { user } = renderPage(<FindTalent />, { route: '/find-talent' });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back Online' })).toBeInTheDocument();
  });

  it('marks approved mentors with a Mentor badge, and nobody else', async () => {
    serveFreelancers([
      { ...buildPublicUser({ fullName: 'Mira Mentor' }), isMentor: true },
      { ...buildPublicUser({ fullName: 'Nate Newcomer' }), isMentor: false },
    ]);
    renderPage(<FindTalent />, { route: '/find-talent' });
    expect(within(await screen.findByRole('article', { name: 'Mira Mentor' })).getByText('Mentor')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Nate Newcomer' })).queryByText('Mentor'),
    ).not.toBeInTheDocument();
  });
});
