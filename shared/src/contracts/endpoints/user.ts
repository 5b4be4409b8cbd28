import { defineEndpoints, schemasFrom } from '../endpoint';
import { userShellEndpoints } from './user-shell';

const common = () => import('../common');
const user = () => import('../user');
const account = () => import('../account');
const files = () => import('../files');
const talent = () => import('../talent');
const mentorship = () => import('../mentorship');
const assistants = () => import('../hiring-assistants');
const security = () => import('../sign-in-security');

/** A file limit as the API reference shows it: 5242880 → "5 MB" (api/src/lib/file-size.ts). */
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * /api/v1/user: the account (sign-up to sign-out, passwords, profile), Find Talent and contacts,
 * the programmes. The two the shell's first script calls are defined in `user-shell.ts` and are
 * part of the area here: the API and the tests see one list.
 */
export const userEndpoints = {
  ...userShellEndpoints,
  ...defineEndpoints('user', {
    register: {
      method: 'POST',
      path: '/user/register',
      summary: 'Sign up (JSON, urlencoded or a multipart form); a registered e-mail is answered like a new one',
      access: 'public',
      changes: ['user'],
      schemas: schemasFrom(
        () => Promise.all([user(), common()]),
        ([u, c]) => ({ body: u.registerBody, response: { 201: c.messageResponse } }),
      ),
    },
    verifyEmail: {
      method: 'GET',
      path: '/user/verify-email',
      summary: 'The mailed verification link: proves the address, then redirects to the login page with the outcome',
      access: 'public',
      changes: ['user'],
      schemas: schemasFrom(account, (a) => ({
        query: a.verifyEmailLinkQuery,
        response: { 302: a.verifyEmailRedirect },
      })),
    },
    login: {
      method: 'POST',
      path: '/user/login',
      summary: 'Sign in with e-mail and password: starts a session (cookie)',
      access: 'public',
      // The browser drops what it kept for a previous visitor (their contacts).
      changes: ['session', 'contacts'],
      schemas: schemasFrom(
        () => Promise.all([user(), security()]),
        ([u, s]) => ({ body: u.loginBody, response: { 200: s.passwordLoginResponse } }),
      ),
    },
    completeSecondStep: {
      method: 'POST',
      path: '/user/login/2fa',
      summary:
        'The second step of a sign-in (a code from the authenticator app or a recovery code), from the browser that made the first, within 5 minutes',
      access: 'public',
      changes: ['session', 'contacts'],
      schemas: schemasFrom(
        () => Promise.all([user(), security()]),
        ([u, s]) => ({ body: s.secondStepBody, response: { 200: u.loginResponse } }),
      ),
    },
    startPasskeyLogin: {
      method: 'POST',
      path: '/user/passkeys/login/options',
      summary: 'Sign in with a passkey, step 1: a single-use challenge for any passkey of this site (discoverable)',
      access: 'public',
      changes: [],
      schemas: schemasFrom(security, (s) => ({ response: { 200: s.webauthnOptionsResponse } })),
    },
    finishPasskeyLogin: {
      method: 'POST',
      path: '/user/passkeys/login/verify',
      summary: "Sign in with a passkey, step 2: the authenticator's signed answer starts a session (no second step)",
      access: 'public',
      changes: ['session', 'contacts'],
      schemas: schemasFrom(
        () => Promise.all([user(), security()]),
        ([u, s]) => ({ body: s.passkeyLoginBody, response: { 200: u.loginResponse } }),
      ),
    },
    startPasskeyRegistration: {
      method: 'POST',
      path: '/user/passkeys/register/options',
      summary: 'Add a passkey, step 1: a single-use challenge for the signed-in person (at most 10 passkeys)',
      access: 'signed-in',
      changes: [],
      schemas: schemasFrom(security, (s) => ({ response: { 200: s.webauthnOptionsResponse } })),
    },
    finishPasskeyRegistration: {
      method: 'POST',
      path: '/user/passkeys/register/verify',
      summary:
        "Add a passkey, step 2: the authenticator's answer, named; mails the person and ends their other sessions",
      access: 'signed-in',
      changes: ['session', 'user'],
      schemas: schemasFrom(security, (s) => ({
        body: s.passkeyRegistrationBody,
        response: { 201: s.passkeysResponse },
      })),
    },
    getPasskeys: {
      method: 'GET',
      path: '/user/passkeys',
      summary: "The caller's passkeys: name, when added, when last used",
      access: 'signed-in',
      reads: ['user'],
      schemas: schemasFrom(security, (s) => ({ response: { 200: s.passkeysResponse } })),
    },
    deletePasskey: {
      method: 'DELETE',
      path: '/user/passkeys/:passkeyId',
      summary:
        "Remove one of the caller's passkeys (never their last way in); mails them and ends their other sessions",
      access: 'signed-in',
      changes: ['session', 'user'],
      schemas: schemasFrom(security, (s) => ({ params: s.passkeyParams, response: { 200: s.passkeysResponse } })),
    },
    removePassword: {
      method: 'POST',
      path: '/user/password/remove',
      summary: 'Remove the password once a passkey exists (never the last way in); mails and ends other sessions',
      access: 'signed-in',
      changes: ['session', 'user'],
      schemas: schemasFrom(
        () => Promise.all([account(), security()]),
        ([a, s]) => ({ body: s.removePasswordBody, response: { 200: a.accountUpdateResponse } }),
      ),
    },
    getTwoFactor: {
      method: 'GET',
      path: '/user/2fa',
      summary: 'Whether two-step sign-in is on, and how many recovery codes are left',
      access: 'signed-in',
      reads: ['user'],
      schemas: schemasFrom(security, (s) => ({ response: { 200: s.twoFactorStatusResponse } })),
    },
    startTotpSetup: {
      method: 'POST',
      path: '/user/2fa/totp',
      summary: 'Two-step sign-in, step 1: a new secret for the authenticator app (pending until a code proves it)',
      access: 'signed-in',
      changes: ['user'],
      schemas: schemasFrom(security, (s) => ({ response: { 200: s.totpSetupResponse } })),
    },
    confirmTotpSetup: {
      method: 'POST',
      path: '/user/2fa/totp/verify',
      summary: 'Two-step sign-in, step 2: a valid code turns it on; answers 10 recovery codes, shown once',
      access: 'signed-in',
      changes: ['session', 'user'],
      schemas: schemasFrom(security, (s) => ({ body: s.totpVerifyBody, response: { 200: s.recoveryCodesResponse } })),
    },
    disableTotp: {
      method: 'POST',
      path: '/user/2fa/totp/disable',
      summary: 'Turn two-step sign-in off with a code (or a recovery code); mails and ends other sessions',
      access: 'signed-in',
      changes: ['session', 'user'],
      schemas: schemasFrom(security, (s) => ({ body: s.secondStepBody, response: { 200: s.twoFactorStatusResponse } })),
    },
    getProfile: {
      method: 'GET',
      path: '/user/profile',
      summary: 'The signed-in person, as they see their own account',
      access: 'signed-in',
      reads: ['session'],
      schemas: schemasFrom(user, (u) => ({ response: { 200: u.userResponse } })),
    },
    updateRole: {
      method: 'POST',
      path: '/user/updateRole',
      summary: 'The caller picks their own role once (freelancer or client)',
      access: 'signed-in',
      changes: ['user'],
      schemas: schemasFrom(account, (a) => ({ body: a.updateRoleBody, response: { 200: a.accountUpdateResponse } })),
    },
    forgetPassword: {
      method: 'POST',
      path: '/user/forget-password',
      summary: 'Mail a password reset link (JSON or a form); always the same answer',
      access: 'public',
      changes: [],
      schemas: schemasFrom(
        () => Promise.all([account(), common()]),
        ([a, c]) => ({ body: a.forgetPasswordBody, response: { 200: c.messageResponse } }),
      ),
    },
    recoverPassword: {
      method: 'POST',
      path: '/user/recover-password',
      summary: "A new password with the mailed link's token (Authorization: Bearer); ends every session",
      access: 'public',
      changes: ['session', 'user'],
      schemas: schemasFrom(
        () => Promise.all([account(), common()]),
        ([a, c]) => ({ body: a.recoverPasswordBody, response: { 200: c.messageResponse } }),
      ),
    },
    setPassword: {
      method: 'PUT',
      path: '/user/set-password',
      summary: 'A first password for an account made with Google',
      access: 'signed-in',
      changes: ['user'],
      schemas: schemasFrom(account, (a) => ({ body: a.setPasswordBody, response: { 200: a.accountUpdateResponse } })),
    },
    changePassword: {
      method: 'POST',
      path: '/user/changePassword',
      summary: "Change the password (the current one required); the caller's other sessions end",
      access: 'signed-in',
      changes: ['session', 'user'],
      schemas: schemasFrom(account, (a) => ({
        body: a.changePasswordBody,
        response: { 200: a.accountUpdateResponse },
      })),
    },
    updateProfile: {
      method: 'POST',
      path: '/user/updateProfile',
      summary: 'Edit the own profile: personal info, bio or skills (a new e-mail waits for its link)',
      access: 'signed-in',
      changes: ['user'],
      schemas: schemasFrom(account, (a) => ({
        body: a.updateProfileBody,
        response: { 200: a.accountUpdateResponse },
      })),
    },
    updateFile: {
      method: 'POST',
      path: '/user/updateFiles',
      summary: 'Upload a profile photo or a resume (multipart, one file)',
      access: 'signed-in',
      changes: ['user'],
      schemas: schemasFrom(
        () => Promise.all([account(), files()]),
        ([a, f]) => ({
          form: {
            files: {
              profilePhoto: {
                description:
                  `A JPG or PNG photo, at most ${megabytes(f.PROFILE_PHOTO_MAX_BYTES)} and ${f.IMAGE_MAX_PIXELS / 1e6} megapixels, ` +
                  `stored upright, at most ${f.PROFILE_PHOTO_MAX_EDGE} px on its longest side and without its metadata (EXIF, GPS); or…`,
              },
              resume: {
                description: `…a PDF resume (freelancers), at most ${megabytes(f.RESUME_MAX_BYTES)}. One file per request.`,
              },
            },
          },
          response: { 200: a.accountUpdateResponse },
        }),
      ),
    },
    getSuggestedFreelancers: {
      method: 'GET',
      path: '/user/suggestedFreelancers',
      summary: 'Find Talent: one page of freelancers, searched and sorted (never an e-mail)',
      access: 'public',
      reads: ['user'],
      schemas: schemasFrom(talent, (t) => ({
        query: t.suggestedFreelancersQuery,
        response: { 200: t.suggestedFreelancersResponse },
      })),
    },
    addContact: {
      method: 'POST',
      path: '/user/addContact/:userId',
      summary: "Connect: the person joins the caller's contacts (idempotent)",
      access: 'signed-in',
      changes: ['own', 'contacts'],
      schemas: schemasFrom(talent, (t) => ({ params: t.addContactParams, response: { 200: t.addContactResponse } })),
    },
    getContacts: {
      method: 'GET',
      path: '/user/contacts',
      summary: "The caller's own contacts, as public profiles",
      access: 'signed-in',
      reads: ['own', 'contacts'],
      schemas: schemasFrom(talent, (t) => ({ response: { 200: t.contactsResponse } })),
    },
    applyAsMentor: {
      method: 'POST',
      path: '/user/applyAsMentor',
      summary: "A freelancer's mentor application, for an admin to review",
      access: 'signed-in',
      changes: ['notifications', 'mentorship'],
      schemas: schemasFrom(
        () => Promise.all([mentorship(), common()]),
        ([m, c]) => ({ body: m.mentorApplicationBody, response: { 201: c.messageResponse } }),
      ),
    },
    getMentorship: {
      method: 'GET',
      path: '/user/getMentorship',
      summary: "The caller's mentor status, latest application and Get Notified state",
      access: 'signed-in',
      reads: ['mentorship'],
      schemas: schemasFrom(mentorship, (m) => ({ response: { 200: m.mentorshipResponse } })),
    },
    getMentors: {
      method: 'GET',
      path: '/user/getMentors',
      summary: 'Approved mentors, newest approval first, optionally of one area of expertise',
      access: 'signed-in',
      reads: ['mentorship'],
      schemas: schemasFrom(mentorship, (m) => ({ query: m.mentorsQuery, response: { 200: m.mentorsResponse } })),
    },
    subscribeMentorship: {
      method: 'POST',
      path: '/user/mentorshipSubscription',
      summary: 'Get Notified about new mentors',
      access: 'signed-in',
      changes: ['mentorship'],
      schemas: schemasFrom(mentorship, (m) => ({ response: { 200: m.mentorshipSubscriptionResponse } })),
    },
    unsubscribeMentorship: {
      method: 'DELETE',
      path: '/user/mentorshipSubscription',
      summary: 'Stop Get Notified about new mentors',
      access: 'signed-in',
      changes: ['mentorship'],
      schemas: schemasFrom(mentorship, (m) => ({ response: { 200: m.mentorshipSubscriptionResponse } })),
    },
    applyHiringAssistant: {
      method: 'POST',
      path: '/user/applyHiringAssistant',
      summary: "A freelancer's hiring assistant application: the status becomes Pending until an admin decides",
      access: 'signed-in',
      changes: ['user', 'notifications', 'hiring-assistants'],
      schemas: schemasFrom(
        () => Promise.all([assistants(), common()]),
        ([h, c]) => ({ body: h.hiringAssistantApplicationBody, response: { 201: c.messageResponse } }),
      ),
    },
    getHiringAssistants: {
      method: 'GET',
      path: '/user/getHiringAssistants',
      summary: 'Accepted hiring assistants for clients, filtered by specialization and rating',
      access: { roles: ['client', 'admin'] },
      reads: ['hiring-assistants'],
      schemas: schemasFrom(assistants, (h) => ({
        query: h.hiringAssistantsQuery,
        response: { 200: h.hiringAssistantsResponse },
      })),
    },
  }),
};
