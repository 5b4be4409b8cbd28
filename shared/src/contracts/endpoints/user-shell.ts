import { defineEndpoints, schemasFrom } from '../endpoint';

const common = () => import('../common');
const user = () => import('../user');

/**
 * The /api/v1/user endpoints the shell's first script calls (the header's sign-out, the footer's
 * newsletter form), apart from the area's other twenty-one so that script carries two definitions;
 * `user.ts` makes them part of the area (`userEndpoints`).
 */
export const userShellEndpoints = defineEndpoints('user', {
  logout: {
    method: 'POST',
    path: '/user/logout',
    summary: 'Sign out: ends the session (succeeds without one too)',
    access: 'public',
    changes: ['session'],
    schemas: schemasFrom(common, (c) => ({ response: { 200: c.messageResponse } })),
  },
  subscribeNewsletter: {
    method: 'POST',
    path: '/user/userToUpdate',
    summary: "The footer's newsletter sign-up (a new and a repeated address are answered alike)",
    access: 'public',
    changes: [],
    schemas: schemasFrom(
      () => Promise.all([user(), common()]),
      ([u, c]) => ({ body: u.newsletterBody, response: { 200: c.messageResponse } }),
    ),
  },
});
