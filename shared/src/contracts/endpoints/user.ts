import { defineEndpoints, schemasFrom } from '../endpoint';
import { userShellEndpoints } from './user-shell';

const common = () => import('../common');
const user = () => import('../user');
const account = () => import('../account');
const files = () => import('../files');
const talent = () => import('../talent');
const mentorship = () => import('../mentorship');
const assistants = () => import('../hiring-assistants');

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
      schemas: schemasFrom(user, (u) => ({ body: u.loginBody, response: { 200: u.loginResponse } })),
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
              profilePhoto: { description: `A JPG or PNG photo, at most ${megabytes(f.PROFILE_PHOTO_MAX_BYTES)}; or…` },
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
