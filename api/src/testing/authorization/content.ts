import assert from 'node:assert/strict';
import { blogInput } from '../factories';
import { multipart, PNG_1X1, SMALL_PDF } from '../multipart';
import { everyone, oncePerWorld, signedIn, type CaseTable, type Expected, type World } from './world';

/**
 * The blog (admins write, everyone reads), the notification centre (each person's own), Google
 * sign-in, and the stored-file downloads of /files.
 */

const BLOG = '/api/v1/blog';
const NOTIFICATION = '/api/v1/notification';

/** Admins only; everyone else signed in is refused by role. */
const adminOnly = (status: number): Expected => ({ ...signedIn(403), admin: status });

/** A fresh post written by the world's admin. */
async function post(world: World): Promise<string> {
  const row = await world.ctx.app.repos.blogs.create({
    ...blogInput(),
    image: null,
    authorId: world.people.admin.user.id,
  });
  return row.id;
}

/** A fresh unread notification of the client's: anyone else acting on it must find nothing. */
async function clientNotification(world: World): Promise<string> {
  const row = await world.ctx.app.repos.notifications.create({
    userId: world.people.client.user.id,
    senderId: null,
    message: 'Your job has a new proposal.',
    category: 'Proposals',
    type: 'proposal',
  });
  return row.id;
}

/** The hired freelancer's resume, uploaded once per world through the real route. */
const hiredFreelancersResume = oncePerWorld(async (world) => {
  const agent = await world.agentFor('hiredFreelancer');
  const body = multipart([{ name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: SMALL_PDF }]);
  const uploaded = await agent.post('/api/v1/user/updateFiles', body.payload, { headers: body.headers });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  return uploaded.json().user.skillProfile.resume as string;
});

export const contentCases: CaseTable = {
  'GET /api/v1/blog/getAllBlog': { request: () => `${BLOG}/getAllBlog`, expect: everyone(200) },
  'GET /api/v1/blog/getBlogById/:id': {
    request: async (world) => `${BLOG}/getBlogById/${await post(world)}`,
    expect: everyone(200),
  },
  'POST /api/v1/blog/createBlog': {
    request: () => ({ url: `${BLOG}/createBlog`, body: blogInput() }),
    expect: adminOnly(201),
  },
  'PUT /api/v1/blog/updateBlog/:id': {
    request: async (world) => ({
      url: `${BLOG}/updateBlog/${await post(world)}`,
      body: blogInput({ title: 'Edited' }),
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/v1/blog/deleteBlog/:id': {
    request: async (world) => `${BLOG}/deleteBlog/${await post(world)}`,
    expect: adminOnly(200),
  },
  'POST /api/v1/blog/uploadImage': {
    request: () => ({
      url: `${BLOG}/uploadImage`,
      files: { parts: [{ name: 'image', filename: 'cover.png', contentType: 'image/png', data: PNG_1X1 }] },
    }),
    expect: adminOnly(201),
  },

  // The notification centre: lists are one's own; a notification of the client's is found by no one else.
  'GET /api/v1/notification/getUnreadNotifications': {
    request: () => `${NOTIFICATION}/getUnreadNotifications`,
    expect: signedIn(200),
  },
  'GET /api/v1/notification/getNotifications': {
    request: () => `${NOTIFICATION}/getNotifications`,
    expect: signedIn(200),
  },
  'GET /api/v1/notification/markSingleNotification/:id': {
    request: async (world) => `${NOTIFICATION}/markSingleNotification/${await clientNotification(world)}`,
    expect: { ...signedIn(404), client: 200 },
  },
  'GET /api/v1/notification/markUsersAllNotifications': {
    request: () => `${NOTIFICATION}/markUsersAllNotifications`,
    expect: signedIn(200),
  },
  'DELETE /api/v1/notification/deleteSingleNotification/:id': {
    request: async (world) => `${NOTIFICATION}/deleteSingleNotification/${await clientNotification(world)}`,
    expect: { ...signedIn(404), client: 200 },
  },
  'DELETE /api/v1/notification/deleteUsersAllNotifications': {
    request: () => `${NOTIFICATION}/deleteUsersAllNotifications`,
    expect: signedIn(200),
  },
  'GET /api/v1/notification/preferences': { request: () => `${NOTIFICATION}/preferences`, expect: signedIn(200) },
  'PUT /api/v1/notification/preferences': {
    request: () => ({
      url: `${NOTIFICATION}/preferences`,
      body: { preferences: [{ category: 'Message', inApp: true, email: false }] },
    }),
    expect: signedIn(200),
  },

  // Web Push (issue 37): the public key is anyone's; subscriptions are the caller's own browsers'.
  // A literal public address: the endpoint check needs no name resolution here.
  'GET /api/v1/push/publicKey': { request: () => '/api/v1/push/publicKey', expect: everyone(200) },
  'POST /api/v1/push/subscriptions': {
    request: () => ({
      url: '/api/v1/push/subscriptions',
      body: {
        endpoint: 'https://93.184.216.34/push/matrix',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    }),
    expect: signedIn(201),
  },
  'DELETE /api/v1/push/subscriptions': {
    request: () => ({ url: '/api/v1/push/subscriptions', body: { endpoint: 'https://93.184.216.34/push/matrix' } }),
    expect: signedIn(200),
  },

  // Browser navigations open to anyone. The matrix's test app has no Google configured
  // (config.google undefined), so both steps answer 302 to /login?google=disabled; the full flow,
  // against a mock provider, is covered in routes/auth/google.test.ts.
  'GET /api/v1/auth/google': { request: () => '/api/v1/auth/google', expect: everyone(302) },
  'GET /api/v1/auth/google/callback': {
    request: () => '/api/v1/auth/google/callback?code=matrix-code&state=matrix-state',
    expect: everyone(302),
  },

  // A resume: its owner, admins, and clients the freelancer applied to or works for (here the
  // client, whom he works for). To anyone else signed in it does not exist.
  'GET /api/v1/files/:fileId': {
    request: (world) => hiredFreelancersResume(world),
    expect: { ...signedIn(404), client: 200, hiredFreelancer: 200, admin: 200 },
  },
};
