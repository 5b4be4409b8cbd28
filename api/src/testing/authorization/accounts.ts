import { Secret, TOTP } from 'otpauth';
import { SECOND_STEP_MINUTES } from '@freelane/shared/contracts';
import { SECOND_STEP_COOKIE } from '../../lib/sign-in-cookies';
import { randomToken } from '../../lib/tokens';
import { encryptTotpSecret } from '../../lib/totp-secret';
import { buildUser } from '../factories';
import { PNG_1X1 } from '../multipart';
import { everyone, signedIn, type Actor, type CaseTable, type Expected, type World } from './world';

/**
 * /user (the account, the public talent pages, the programmes' applications), /health and
 * /public/config. Everyone acts on their own account; anonymous uses the freelancer's where a route
 * needs an account (a login, a reset link).
 */

const USER = '/api/v1/user';
/** A WebAuthn answer of the right outline that no authenticator signed. */
const FAKE_CREDENTIAL = {
  id: 'bm90LWEtcmVhbC1jcmVkZW50aWFs',
  rawId: 'bm90LWEtcmVhbC1jcmVkZW50aWFs',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

/** The account a cell acts on: the actor's own (anonymous: the freelancer's). */
const accountOf = (world: World, actor: Actor) => world.people[actor === 'anonymous' ? 'freelancer' : actor];
let fresh = 0;
const freshName = () => `matrix_new_${(fresh += 1)}_${Date.now()}`;

/** One role's own action: the role gets `status`, other signed-in actors 403. */
const forRole = (role: 'client' | 'freelancer', status: number): Expected => ({
  anonymous: 401,
  freelancer: role === 'freelancer' ? status : 403,
  client: role === 'client' ? status : 403,
  otherClient: role === 'client' ? status : 403,
  hiredFreelancer: role === 'freelancer' ? status : 403,
  admin: 403,
});

const mentorForm = (world: World, actor: Actor) => ({
  fullName: 'Mira Mentor',
  email: accountOf(world, actor).email,
  currentProfession: 'Senior product designer',
  experience: '7to10',
  areaOfExpertise: ['uiux', 'careerGrowth'],
  professionalBio:
    'Ten years designing products for start-ups and agencies, now helping new freelancers find their feet.',
  linkedin: 'https://www.linkedin.com/in/mira-mentor',
  availability: '3to5',
  mentoringType: ['oneOnOne', 'portfolioReview'],
  reason: 'I want to give back what my own mentors gave me when I started out.',
  freeSession: true,
});
const assistantForm = {
  yourSpecialization: 'webDevelopment',
  yearsOfExperience: 4,
  skills: ['React', 'Node.js', 'Hiring'],
  reason: 'I review code for a living and can tell clients which proposals will really deliver.',
  agreeToTerms: true,
};

export const accountsCases: CaseTable = {
  'GET /api/v1/health': { request: () => '/api/v1/health', expect: everyone(200) },
  'GET /api/v1/health/live': { request: () => '/api/v1/health/live', expect: everyone(200) },
  'GET /api/v1/health/ready': { request: () => '/api/v1/health/ready', expect: everyone(200) },
  'GET /api/v1/public/config': { request: () => '/api/v1/public/config', expect: everyone(200) },
  // A browser's report that an area failed to load: anyone's page may send it.
  'POST /api/v1/public/remote-load-failure': {
    request: () => ({
      url: '/api/v1/public/remote-load-failure',
      body: { area: 'mf_jobs', version: '20261122-044210-b7e01c55', kind: 'chunk' },
    }),
    expect: everyone(200),
  },

  // Signing up, verifying, signing in and resetting are open to anyone (a signed-in browser may sign up
  // another account too); each answers the same whoever asks.
  'POST /api/v1/user/register': {
    request: () => {
      const username = freshName();
      return {
        url: `${USER}/register`,
        body: {
          fullName: 'New Person',
          email: `${username}@example.test`,
          password: 'Matrix-New-Pass-2026',
          username,
          role: 'freelancer',
        },
      };
    },
    expect: everyone(201),
  },
  // A browser link: every outcome is a redirect to the login page.
  'GET /api/v1/user/verify-email': {
    request: async (world, actor) =>
      `${USER}/verify-email?token=${await world.ctx.app.repos.emailVerificationTokens.issue(accountOf(world, actor).user.id, world.ctx.app.clock.now())}`,
    expect: everyone(302),
  },
  'POST /api/v1/user/login': {
    request: (world, actor) => ({
      url: `${USER}/login`,
      body: { email: accountOf(world, actor).email, password: world.password },
      signsInAs: actor === 'anonymous' ? 'freelancer' : actor,
    }),
    expect: everyone(200),
  },
  'POST /api/v1/user/logout': { request: () => `${USER}/logout`, expect: everyone(200) },
  // Issue 38. Public like the password step before it: whoever holds this browser's pending sign-in
  // and a right code signs in (without one it is 401 SECOND_STEP_EXPIRED, as a wrong password is 401).
  // A fresh account per cell: two-step sign-in on a person of the world would change their login cell.
  'POST /api/v1/user/login/2fa': {
    request: async (world) => {
      const { app } = world.ctx;
      const account = await buildUser(world.ctx);
      const secret = new Secret({ size: 20 }).base32;
      const now = app.clock.now();
      await app.repos.signInSecurity.savePendingTotp(
        account.user.id,
        encryptTotpSecret(app.config.sessionSecret, secret),
      );
      await app.repos.signInSecurity.enableTotp(account.user.id, now);
      const pendingId = randomToken();
      const expiresAt = new Date(now.getTime() + SECOND_STEP_MINUTES * 60_000);
      await app.repos.signInSecurity.savePendingLogin(pendingId, account.user.id, 'password', expiresAt, now);
      const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
        timestamp: now.getTime(),
      });
      return {
        url: `${USER}/login/2fa`,
        body: { code },
        cookies: { [SECOND_STEP_COOKIE.name]: app.signCookie(pendingId) },
        signsInAsEmail: account.email,
      };
    },
    expect: everyone(200),
  },
  'POST /api/v1/user/passkeys/login/options': {
    request: () => `${USER}/passkeys/login/options`,
    expect: everyone(200),
  },
  // An answer without this browser's challenge is refused before anything else is read.
  'POST /api/v1/user/passkeys/login/verify': {
    request: () => ({ url: `${USER}/passkeys/login/verify`, body: { response: FAKE_CREDENTIAL } }),
    expect: everyone(400),
  },
  'POST /api/v1/user/passkeys/register/options': {
    request: () => `${USER}/passkeys/register/options`,
    expect: signedIn(200),
  },
  'POST /api/v1/user/passkeys/register/verify': {
    request: () => ({ url: `${USER}/passkeys/register/verify`, body: { name: 'Laptop', response: FAKE_CREDENTIAL } }),
    expect: signedIn(400),
  },
  'GET /api/v1/user/passkeys': { request: () => `${USER}/passkeys`, expect: signedIn(200) },
  // Only one's own passkeys are found: another id is 404 for everyone signed in.
  'DELETE /api/v1/user/passkeys/:passkeyId': {
    request: () => `${USER}/passkeys/00000000-0000-4000-8000-000000000000`,
    expect: signedIn(404),
  },
  // Nobody here has a passkey: the password is their last way in.
  'POST /api/v1/user/password/remove': {
    request: (world) => ({ url: `${USER}/password/remove`, body: { currentPassword: world.password } }),
    expect: signedIn(409),
  },
  'GET /api/v1/user/2fa': { request: () => `${USER}/2fa`, expect: signedIn(200) },
  'POST /api/v1/user/2fa/totp': { request: () => `${USER}/2fa/totp`, expect: signedIn(200) },
  // A code that is not the app's: refused as a form error.
  'POST /api/v1/user/2fa/totp/verify': {
    request: async (world, actor) => {
      // Whatever ran before, a pending set-up is there (an unreadable secret: no code matches it).
      await world.ctx.app.repos.signInSecurity.savePendingTotp(accountOf(world, actor).user.id, 'v1.none.none.none');
      return { url: `${USER}/2fa/totp/verify`, body: { code: '000000' } };
    },
    expect: signedIn(400),
  },
  'POST /api/v1/user/2fa/totp/disable': {
    request: () => ({ url: `${USER}/2fa/totp/disable`, body: { code: '000000' } }),
    expect: signedIn(409),
  },

  'GET /api/v1/user/profile': { request: () => `${USER}/profile`, expect: signedIn(200) },
  // The footer's newsletter sign-up (the spec's path name).
  'POST /api/v1/user/userToUpdate': {
    request: () => ({ url: `${USER}/userToUpdate`, body: { email: `${freshName()}@example.test` } }),
    expect: everyone(200),
  },
  'POST /api/v1/user/forget-password': {
    request: (world, actor) => ({ url: `${USER}/forget-password`, body: { email: accountOf(world, actor).email } }),
    expect: everyone(200),
  },
  // The mailed token is the authority, not the session.
  'POST /api/v1/user/recover-password': {
    request: async (world, actor) => ({
      url: `${USER}/recover-password`,
      body: { password: 'Matrix-Reset-Pass-2026' },
      headers: {
        authorization: `Bearer ${await world.ctx.app.repos.passwordResetTokens.issue(accountOf(world, actor).user.id, world.ctx.app.clock.now())}`,
      },
    }),
    expect: everyone(200),
  },

  // The caller's own account. A role is chosen once, at sign-up or after a Google sign-in.
  'POST /api/v1/user/updateRole': {
    request: (_world, actor) => ({
      url: `${USER}/updateRole`,
      body: { role: actor === 'freelancer' ? 'client' : 'freelancer' },
    }),
    expect: signedIn(409),
  },
  // Only for accounts without a password (Google sign-ups); everyone here has one.
  'PUT /api/v1/user/set-password': {
    request: () => ({ url: `${USER}/set-password`, body: { password: 'Matrix-Set-Pass-2026' } }),
    expect: signedIn(409),
  },
  'POST /api/v1/user/changePassword': {
    request: (world) => ({
      url: `${USER}/changePassword`,
      body: { currentPassword: world.password, password: 'Matrix-Changed-Pass-2026' },
    }),
    expect: signedIn(200),
  },
  'POST /api/v1/user/updateProfile': {
    request: () => ({ url: `${USER}/updateProfile`, body: { fullName: 'Renamed In The Matrix' } }),
    expect: signedIn(200),
  },
  'POST /api/v1/user/updateFiles': {
    request: () => ({
      url: `${USER}/updateFiles`,
      files: { parts: [{ name: 'profilePhoto', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }] },
    }),
    expect: signedIn(200),
  },

  // Find Talent's public profiles.
  'GET /api/v1/user/suggestedFreelancers': { request: () => `${USER}/suggestedFreelancers`, expect: everyone(200) },
  // Everyone keeps their own contact list; here they add the hired freelancer (who cannot add himself: 400).
  'POST /api/v1/user/addContact/:userId': {
    request: (world) => `${USER}/addContact/${world.people.hiredFreelancer.user.id}`,
    expect: { ...signedIn(200), hiredFreelancer: 400 },
  },
  'GET /api/v1/user/contacts': { request: () => `${USER}/contacts`, expect: signedIn(200) },

  // Programmes: freelancers apply to mentor or assist; the lists are for signed-in members.
  'POST /api/v1/user/applyAsMentor': {
    request: (world, actor) => ({ url: `${USER}/applyAsMentor`, body: mentorForm(world, actor) }),
    expect: forRole('freelancer', 201),
  },
  'GET /api/v1/user/getMentorship': { request: () => `${USER}/getMentorship`, expect: signedIn(200) },
  'GET /api/v1/user/getMentors': { request: () => `${USER}/getMentors`, expect: signedIn(200) },
  'POST /api/v1/user/mentorshipSubscription': {
    request: () => `${USER}/mentorshipSubscription`,
    expect: signedIn(200),
  },
  'DELETE /api/v1/user/mentorshipSubscription': {
    request: () => `${USER}/mentorshipSubscription`,
    expect: signedIn(200),
  },
  'POST /api/v1/user/applyHiringAssistant': {
    request: () => ({ url: `${USER}/applyHiringAssistant`, body: assistantForm }),
    expect: forRole('freelancer', 201),
  },
  // The assistant directory is for clients choosing one (and admins).
  'GET /api/v1/user/getHiringAssistants': {
    request: () => `${USER}/getHiringAssistants`,
    expect: { ...forRole('client', 200), admin: 200 },
  },
};
