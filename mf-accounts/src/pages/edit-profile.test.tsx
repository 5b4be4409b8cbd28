import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import type { CurrentUser, UpdateProfileBody } from '@freelane/shared/contracts';
import EditProfile from './edit-profile';
import { makeFile } from '../testing/make-file';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

const freelancer = (overrides: Partial<CurrentUser> = {}) =>
  buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel', ...overrides });

/** Answers updateProfile like the API: merges the body into the user and returns it. */
function serveUpdateProfile(start: CurrentUser) {
  let current = start;
  const bodies: UpdateProfileBody[] = [];
  server.use(
    mockEndpoint(userEndpoints.updateProfile, async ({ request }) => {
      const body = (await request.json()) as UpdateProfileBody;
      bodies.push(body);
      current = {
        ...current,
        profile: { ...current.profile, ...(body.bio !== undefined && { bio: body.bio }) },
        skillProfile: {
          ...current.skillProfile,
          ...(body.subCategory && { subCategory: body.subCategory }),
          ...(body.uspSkill && { uspSkill: body.uspSkill }),
        },
        ...(body.fullName && { fullName: body.fullName }),
      };
      return HttpResponse.json({ success: true, message: 'Profile updated.', user: current });
    }),
  );
  return bodies;
}

const ring = () => screen.getByRole('progressbar', { name: 'Profile completeness' });
/** The sections under the first screen load as one island after ready (issue 39): its last heading. */
const islandLoaded = () => screen.findByRole('heading', { name: 'Sign-in and security' });

describe('Edit profile page', () => {
  it('shows every section to a freelancer and the ring at 25 per item', async () => {
    const base = freelancer();
    renderPage(<EditProfile />, {
      route: '/editProfile',
      signedInAs: freelancer({ profile: { ...base.profile, bio: 'I build shops.' } }),
    });
    // The first screen is there at once; the rest once the island has loaded.
    expect(screen.getByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Skills' })).not.toBeInTheDocument();
    await islandLoaded();

    for (const name of [
      'Profile photo',
      'Personal info',
      'Skills',
      'Unique skills',
      'Bio',
      'Resume',
      'Change Password',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(ring()).toHaveAttribute('aria-valuenow', '50');
    const list = within(screen.getByRole('region', { name: 'Complete your profile' })).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual([
      'Profile photo (missing)',
      'Resume (missing)',
      'Bio (done)',
      'Personal info (done)',
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/find-jobs');
  });

  it('reaches 100% when photo, resume, bio and personal info are all there', async () => {
    const base = freelancer();
    renderPage(<EditProfile />, {
      route: '/editProfile',
      signedInAs: freelancer({
        profile: { ...base.profile, bio: 'Hi', profilePhoto: '/api/v1/files/1' },
        skillProfile: { ...base.skillProfile, resume: '/api/v1/files/2', resumeOriginalName: 'Ava CV.pdf' },
      }),
    });
    expect(ring()).toHaveAttribute('aria-valuenow', '100');
    await islandLoaded();
    expect(screen.getByRole('link', { name: /Ava CV\.pdf/ })).toHaveAttribute('href', '/api/v1/files/2');
  });

  it('hides skills, unique skills, bio and resume from a client and goes back to the dashboard', async () => {
    renderPage(<EditProfile />, { route: '/editProfile', signedInAs: buildCurrentUser({ role: 'client' }) });
    await islandLoaded();
    for (const name of ['Skills', 'Unique skills', 'Bio', 'Resume']) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/client-dashboard');
  });

  it('adds trimmed skills by button and Enter, ignores blanks and duplicates, and removes them', async () => {
    const bodies = serveUpdateProfile(freelancer());
    const { user, store } = renderPage(<EditProfile />, { route: '/editProfile', signedInAs: freelancer() });
    const input = await screen.findByRole('textbox', { name: 'Add to skills' });

    await user.type(input, '  React  ');
    await user.click(screen.getByRole('button', { name: 'Add Skills' }));
    const skills = await screen.findByRole('list', { name: 'Skills' });
    expect(within(skills).getByText('React')).toBeInTheDocument();

    await user.type(input, 'Node.js{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('Node.js')).toBeInTheDocument(),
    );

    await user.type(input, '   {Enter}');
    await user.type(input, 'react{Enter}');
    expect(await screen.findByText('“react” is already in the list.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Remove React'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Skills' })).queryByText('React')).not.toBeInTheDocument(),
    );

    expect(bodies).toEqual([
      { subCategory: ['React'] },
      { subCategory: ['React', 'Node.js'] },
      { subCategory: ['Node.js'] },
    ]);
    expect(store.getState().auth.user?.skillProfile.subCategory).toEqual(['Node.js']);
  });

  it('refuses a photo of the wrong type before sending anything', async () => {
    let uploads = 0;
    server.use(
      mockEndpoint(userEndpoints.updateFile, () => {
        uploads += 1;
        return HttpResponse.json({ success: false });
      }),
    );
    const { user, container } = renderPage(<EditProfile />, { route: '/editProfile', signedInAs: freelancer() });
    await islandLoaded();
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type="file"]');

    await user.upload(inputs[0], makeFile('me.gif', 'image/gif', 'GIF89a'));
    expect(await screen.findByText('Please choose a JPG or PNG image.')).toBeInTheDocument();

    await user.upload(inputs[1], makeFile('cv.docx', 'application/msword'));
    expect(await screen.findByText('Please choose a PDF file.')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('uploads a photo as multipart and shows the new picture and the server message', async () => {
    const start = freelancer();
    const fields: string[] = [];
    server.use(
      mockEndpoint(userEndpoints.updateFile, async ({ request }) => {
        const form = await request.formData();
        fields.push(...form.keys());
        return HttpResponse.json({
          success: true,
          message: 'Profile photo updated.',
          user: { ...start, profile: { ...start.profile, profilePhoto: '/api/v1/files/new' } },
        });
      }),
    );
    const { user, container } = renderPage(<EditProfile />, { route: '/editProfile', signedInAs: start });
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      makeFile('me.png', 'image/png'),
    );

    expect(await screen.findByText('Profile photo updated.')).toBeInTheDocument();
    expect(fields).toEqual(['profilePhoto']);
    expect(ring()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('img', { name: 'Photo of Ava Patel' })).toBeInTheDocument();
  });

  it("shows the server's upload refusal, or 'An error occurred' when it gives none", async () => {
    server.use(mockEndpoint(userEndpoints.updateFile, () => new HttpResponse(null, { status: 500 })));
    const { user, container } = renderPage(<EditProfile />, { route: '/editProfile', signedInAs: freelancer() });
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      makeFile('me.png', 'image/png'),
    );
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it("says 'Failed to update profile.' when the server answers success: false", async () => {
    server.use(mockEndpoint(userEndpoints.updateProfile, () => HttpResponse.json({ success: false })));
    const { user } = renderPage(<EditProfile />, { route: '/editProfile', signedInAs: freelancer() });
    await user.click(screen.getByRole('button', { name: 'Save personal info' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  });

  it('saves personal info and tells how a changed e-mail is verified', async () => {
    const start = freelancer({ email: 'ava@freelane.test' });
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(userEndpoints.updateProfile, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'Profile updated. Open the link we sent to ava.new@freelane.test to confirm your new e-mail.',
          user: { ...start, pendingEmail: 'ava.new@freelane.test' },
        });
      }),
    );
    const { user } = renderPage(<EditProfile />, { route: '/editProfile', signedInAs: start });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ava.new@freelane.test');
    await user.type(screen.getByLabelText('Professional title'), 'Web developer');
    await user.type(screen.getByLabelText('Languages'), 'English{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save personal info' }));

    expect(await screen.findByText(/Open the link we sent/)).toBeInTheDocument();
    expect(await screen.findByText('We sent a verification link to ava.new@freelane.test.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        fullName: 'Ava Patel',
        email: 'ava.new@freelane.test',
        professionalTitle: 'Web developer',
        languages: ['English'],
        // Issue 36: the public location (anyone) and a freelancer's hourly rate, empty here.
        location: '',
        hourlyRate: null,
      },
    ]);
  });

  it('offers Set Password to a Google account without a password and sends it with PUT', async () => {
    const start = freelancer({ isGoogleUser: true, hasPassword: false });
    const calls: Array<{ method: string; body: unknown }> = [];
    server.use(
      mockEndpoint(userEndpoints.setPassword, async ({ request }) => {
        calls.push({ method: request.method, body: await request.json() });
        return HttpResponse.json({ success: true, message: 'Password set.', user: { ...start, hasPassword: true } });
      }),
    );
    const { user } = renderPage(<EditProfile />, { route: '/editProfile', signedInAs: start });
    await islandLoaded();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Brand-New-Pass-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-New-Pass-7');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('Password set.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', body: { password: 'Brand-New-Pass-7' } }]);
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });

  it("changes the password with the current one and shows the server's refusal", async () => {
    server.use(
      mockEndpoint(userEndpoints.changePassword, () =>
        HttpResponse.json({ success: false, message: 'Your current password is not correct.' }, { status: 400 }),
      ),
    );
    const { user } = renderPage(<EditProfile />, { route: '/editProfile', signedInAs: freelancer() });
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'Brand-New-Pass-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand-New-Pass-7');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  });

  it("asks for the island's data (passkeys, two-step sign-in) with the first screen, before the island renders", async () => {
    const islandShownWhenAsked: Record<string, boolean> = {};
    const shown = () => screen.queryByRole('heading', { name: 'Sign-in and security' }) !== null;
    server.use(
      mockEndpoint(userEndpoints.getPasskeys, () => {
        islandShownWhenAsked.passkeys ??= shown();
        return HttpResponse.json({ passkeys: [] });
      }),
      mockEndpoint(userEndpoints.getTwoFactor, () => {
        islandShownWhenAsked.twoFactor ??= shown();
        return HttpResponse.json({ totpEnabled: false, recoveryCodesLeft: 0 });
      }),
    );
    renderPage(<EditProfile />, { route: '/editProfile', signedInAs: freelancer() });
    await islandLoaded();
    await waitFor(() => expect(Object.keys(islandShownWhenAsked)).toHaveLength(2));
    expect(islandShownWhenAsked).toEqual({ passkeys: false, twoFactor: false });
  });

  it('names each Sign-in and security field by a label of its own (two-step on, a passkey saved)', async () => {
    server.use(
      mockEndpoint(userEndpoints.getPasskeys, () =>
        HttpResponse.json({
          passkeys: [
            {
              _id: '11111111-1111-4111-8111-111111111111',
              name: 'Laptop',
              createdAt: '2026-11-01T10:00:00.000Z',
              lastUsedAt: null,
            },
          ],
        }),
      ),
      mockEndpoint(userEndpoints.getTwoFactor, () => HttpResponse.json({ totpEnabled: true, recoveryCodesLeft: 9 })),
    );
    renderPage(<EditProfile />, { route: '/editProfile', signedInAs: freelancer() });
    // Both shown only with a passkey and two-step sign-in on; each label points at its own input.
    expect(await screen.findByLabelText('Current password, to remove it')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText('Code to turn it off')).toHaveAttribute('autocomplete', 'one-time-code');
    // The Change Password form's "Current password" stays the only field of that name.
    expect(screen.getAllByLabelText('Current password')).toHaveLength(1);
  });
});
