import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  buildCurrentUser,
  chooseOption,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import JoinAsMentor from './join-as-mentor';
import { buildMentorship } from '../testing/builders';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel', email: 'ava@example.test' });

/** Ticks `option` in the group of checkboxes named `label` (a choice of several). */
async function tick(user: ReturnType<typeof renderPage>['user'], label: string, option: string) {
  await user.click(within(screen.getByRole('group', { name: label })).getByRole('checkbox', { name: option }));
}

/** Types a long text at once (a keystroke each re-checks the field: slow on a loaded machine). */
async function fill(user: ReturnType<typeof renderPage>['user'], label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Every field but the prefilled name and e-mail, with values the contract accepts. */
async function fillTheRest(user: ReturnType<typeof renderPage>['user']) {
  await fill(user, 'LinkedIn profile', 'https://www.linkedin.com/in/ava');
  await fill(user, 'Current profession', 'Front-end developer');
  await chooseOption(user, 'Experience', '4-6 years');
  await tick(user, 'Areas of expertise', 'UI/UX Design');
  await fill(
    user,
    'Professional bio',
    'Five years building accessible React interfaces and design systems for small businesses.',
  );
  await chooseOption(user, 'Availability', '1-2 hours a week');
  await tick(user, 'Mentoring types', 'Portfolio reviews');
  await fill(user, 'Why do you want to mentor?', 'I want to help juniors build portfolios that show real work.');
  await user.click(screen.getByLabelText('Yes: free 15-30 minutes introductory session'));
}

describe('/joinAsMentor', () => {
  it('checks the form with the API’s rules, submits every field and goes to /mentorship', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      mockEndpoint(userEndpoints.getMentorship, () => HttpResponse.json(buildMentorship())),
      mockEndpoint(userEndpoints.applyAsMentor, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, message: 'Your mentor application was submitted.' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<JoinAsMentor />, { signedInAs: ava, route: '/joinAsMentor' });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ava Patel');
    await fill(user, 'LinkedIn profile', 'http://linkedin.com/in/ava');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('LinkedIn profile must be an https:// link.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your availability.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.clear(screen.getByLabelText('LinkedIn profile'));
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Your mentor application was submitted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mentorship'));
    expect(sent).toMatchObject({
      fullName: 'Ava Patel',
      email: 'ava@example.test',
      experience: '4to6',
      areaOfExpertise: ['uiux'],
      availability: '1to2',
      mentoringType: ['portfolioReview'],
      linkedin: 'https://www.linkedin.com/in/ava',
      freeSession: true,
    });
  });

  it('shows the pending state instead of a second form', async () => {
    server.use(
      mockEndpoint(userEndpoints.getMentorship, () => HttpResponse.json(buildMentorship({ status: 'Pending' }))),
    );
    renderPage(<JoinAsMentor />, { signedInAs: ava, route: '/joinAsMentor' });
    expect(await screen.findByText('Your application is under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and stays on the form', async () => {
    server.use(
      mockEndpoint(userEndpoints.getMentorship, () => HttpResponse.json(buildMentorship())),
      mockEndpoint(userEndpoints.applyAsMentor, () =>
        HttpResponse.json(
          { success: false, message: 'You already have a mentor application under review.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage(<JoinAsMentor />, { signedInAs: ava, route: '/joinAsMentor' });
    await screen.findByLabelText('Full name');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('You already have a mentor application under review.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/joinAsMentor');
  });

  it('tells a client that mentors are freelancers instead of showing the form', async () => {
    server.use(mockEndpoint(userEndpoints.getMentorship, () => HttpResponse.json(buildMentorship())));
    renderPage(<JoinAsMentor />, { signedInAs: buildCurrentUser({ role: 'client' }), route: '/joinAsMentor' });
    expect(screen.getByText('Mentors are freelancers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'find a mentor' })).toHaveAttribute('href', '/mentorship');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });
});
