import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_CATEGORIES,
  SOCKET_EVENTS,
  type Notification,
  type NotificationCategory,
} from '@freelane/shared/contracts';
import { notifications } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { buildUser, signIn, type BuiltUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());
afterEach(() => mock.restoreAll());

const base = new Date('2026-11-22T08:00:00.000Z').getTime();
let minute = 0;

/** A notification straight in the database, one minute newer than the previous one. */
async function notify(owner: BuiltUser, message: string, category: NotificationCategory = 'Job', read = false) {
  minute += 1;
  const row = await ctx.app.repos.notifications.create({
    userId: owner.user.id,
    senderId: null,
    message,
    category,
    type: 'test',
    link: '/my-project',
  });
  await ctx.app.db
    .update(notifications)
    .set({ isRead: read, createdAt: new Date(base + minute * 60_000) })
    .where(eq(notifications.id, row.id));
  return row.id;
}

const messagesOf = (list: Notification[]) => list.map((item) => item.message);
const rowOf = async (id: string) => (await ctx.app.db.select().from(notifications).where(eq(notifications.id, id)))[0];

function captureChanges() {
  const spy = mock.method(ctx.app.realtime, 'emitToUser');
  return () =>
    spy.mock.calls
      .filter((call) => call.arguments[1] === SOCKET_EVENTS.notificationsChanged)
      .map((call) => ({ userId: call.arguments[0], payload: call.arguments[2] }));
}

describe('GET /notification/getNotifications', () => {
  it("pages the caller's own notifications newest first, by filter, with the unread count of all", async () => {
    const me = await buildUser(ctx, { role: 'client' });
    const other = await buildUser(ctx);
    await notify(me, 'Job one');
    await notify(me, 'Proposal read', 'Proposals', true);
    await notify(me, 'Payment', 'Payments');
    await notify(me, 'Job two read', 'Job', true);
    await notify(me, 'Message', 'Message');
    await notify(other, 'Not mine');
    const agent = await signIn(ctx, me);

    const all = await agent.get('/api/v1/notification/getNotifications');
    assert.equal(all.statusCode, 200, all.body);
    assert.equal(all.headers['cache-control'], 'private, no-store');
    const body = all.json();
    assert.deepEqual(messagesOf(body.notifications), [
      'Message',
      'Job two read',
      'Payment',
      'Proposal read',
      'Job one',
    ]);
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 5, totalPages: 1 });
    assert.equal(body.unreadCount, 3);
    assert.equal(body.notifications[0].link, '/my-project');

    const unread = (await agent.get('/api/v1/notification/getNotifications?filter=unread')).json();
    assert.deepEqual(messagesOf(unread.notifications), ['Message', 'Payment', 'Job one']);
    const jobs = (await agent.get('/api/v1/notification/getNotifications?filter=Job')).json();
    assert.deepEqual(messagesOf(jobs.notifications), ['Job two read', 'Job one']);
    assert.equal(jobs.pagination.total, 2);
    assert.equal(jobs.unreadCount, 3, 'the unread count ignores the filter');
    const system = (await agent.get('/api/v1/notification/getNotifications?filter=System')).json();
    assert.deepEqual(system.notifications, []);

    const page2 = (await agent.get('/api/v1/notification/getNotifications?page=2&limit=2')).json();
    assert.deepEqual(messagesOf(page2.notifications), ['Payment', 'Proposal read']);
    assert.deepEqual(page2.pagination, { page: 2, limit: 2, total: 5, totalPages: 3 });

    const bad = await agent.get('/api/v1/notification/getNotifications?filter=Spam');
    assert.equal(bad.statusCode, 400);
  });

  it('needs a signed-in user', async () => {
    const response = await new Agent(ctx).get('/api/v1/notification/getNotifications');
    assert.equal(response.statusCode, 401);
  });
});

describe('marking and deleting: a user can touch only their own', () => {
  it("marks one read (CSRF-checked GET) and answers 404 for someone else's, leaving it unread", async () => {
    const me = await buildUser(ctx);
    const other = await buildUser(ctx);
    const mine = await notify(me, 'Mine');
    const theirs = await notify(other, 'Theirs');
    const agent = await signIn(ctx, me);

    const noHeader = await agent.get(`/api/v1/notification/markSingleNotification/${mine}`);
    assert.equal(noHeader.statusCode, 403, 'a cross-site link cannot change state');
    assert.equal((await rowOf(mine)).isRead, false);

    const changes = captureChanges();
    const marked = await agent.csrfGet(`/api/v1/notification/markSingleNotification/${mine}`);
    assert.equal(marked.statusCode, 200, marked.body);
    assert.equal(marked.json().message, 'Notification marked as read.');
    assert.equal(marked.json().updatedNotification._id, mine);
    assert.equal(marked.json().updatedNotification.isRead, true);
    assert.deepEqual(changes(), [{ userId: me.user.id, payload: {} }]);

    const foreign = await agent.csrfGet(`/api/v1/notification/markSingleNotification/${theirs}`);
    const unknown = await agent.csrfGet(`/api/v1/notification/markSingleNotification/${UNKNOWN}`);
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), unknown.json(), 'no hint that it exists');
    assert.equal(foreign.json().message, 'This notification does not exist.');
    assert.equal((await rowOf(theirs)).isRead, false);
    assert.equal(changes().length, 1, 'nothing announced for a refusal');
  });

  it("marks all of the caller's notifications read, and only theirs", async () => {
    const me = await buildUser(ctx);
    const other = await buildUser(ctx);
    const a = await notify(me, 'A');
    const b = await notify(me, 'B', 'Message');
    const theirs = await notify(other, 'Theirs');
    const agent = await signIn(ctx, me);
    assert.equal(
      (await agent.get('/api/v1/notification/markUsersAllNotifications')).statusCode,
      403,
      'needs the CSRF header',
    );
    const changes = captureChanges();
    const response = await agent.csrfGet('/api/v1/notification/markUsersAllNotifications');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, message: 'All notifications marked as read.' });
    assert.equal((await rowOf(a)).isRead, true);
    assert.equal((await rowOf(b)).isRead, true);
    assert.equal((await rowOf(theirs)).isRead, false);
    assert.deepEqual(changes(), [{ userId: me.user.id, payload: {} }]);
    assert.equal((await agent.get('/api/v1/notification/getNotifications')).json().unreadCount, 0);
  });

  it("deletes one and answers it; someone else's id is a 404 and stays", async () => {
    const me = await buildUser(ctx);
    const other = await buildUser(ctx);
    const mine = await notify(me, 'Mine');
    const theirs = await notify(other, 'Theirs');
    const agent = await signIn(ctx, me);
    const changes = captureChanges();

    const deleted = await agent.delete(`/api/v1/notification/deleteSingleNotification/${mine}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().message, 'Notification deleted.');
    assert.equal(deleted.json().deletedNotification._id, mine);
    assert.equal(await rowOf(mine), undefined);
    assert.deepEqual(changes(), [{ userId: me.user.id, payload: {} }]);

    const foreign = await agent.delete(`/api/v1/notification/deleteSingleNotification/${theirs}`);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, 'This notification does not exist.');
    assert.ok(await rowOf(theirs));
    assert.equal(
      (await agent.delete(`/api/v1/notification/deleteSingleNotification/${mine}`)).statusCode,
      404,
      'already gone',
    );
    const noCsrf = await agent.request({
      method: 'DELETE',
      url: `/api/v1/notification/deleteSingleNotification/${UNKNOWN}`,
      csrf: false,
    });
    assert.equal(noCsrf.statusCode, 403);
  });

  it("deletes all of the caller's notifications, and only theirs", async () => {
    const me = await buildUser(ctx);
    const other = await buildUser(ctx);
    await notify(me, 'A');
    await notify(me, 'B', 'System', true);
    const theirs = await notify(other, 'Theirs');
    const agent = await signIn(ctx, me);
    const response = await agent.delete('/api/v1/notification/deleteUsersAllNotifications');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, message: 'All notifications deleted.' });
    assert.equal((await agent.get('/api/v1/notification/getNotifications')).json().pagination.total, 0);
    assert.ok(await rowOf(theirs));
  });

  it('refuses visitors on every change', async () => {
    const visitor = new Agent(ctx);
    await visitor.get('/api/v1/health'); // a browser that loaded the site holds an anti-forgery token
    for (const url of [
      `/api/v1/notification/markSingleNotification/${UNKNOWN}`,
      '/api/v1/notification/markUsersAllNotifications',
    ]) {
      assert.equal((await visitor.csrfGet(url)).statusCode, 401, url);
    }
    for (const url of [
      `/api/v1/notification/deleteSingleNotification/${UNKNOWN}`,
      '/api/v1/notification/deleteUsersAllNotifications',
    ]) {
      assert.equal((await visitor.delete(url)).statusCode, 401, url);
    }
  });
});

describe('GET/PUT /notification/preferences', () => {
  it('answers the defaults for all six categories in order, then stores changes and keeps the rest', async () => {
    const me = await buildUser(ctx);
    const agent = await signIn(ctx, me);
    const defaults = await agent.get('/api/v1/notification/preferences');
    assert.equal(defaults.statusCode, 200, defaults.body);
    assert.equal(defaults.headers['cache-control'], 'private, no-store');
    assert.deepEqual(defaults.json(), {
      success: true,
      preferences: [
        { category: 'Message', inApp: true, email: true, push: true },
        { category: 'Proposals', inApp: true, email: false, push: false },
        { category: 'Job', inApp: true, email: true, push: false },
        { category: 'JobAlert', inApp: true, email: true, push: true },
        { category: 'Payments', inApp: true, email: false, push: false },
        { category: 'System', inApp: true, email: false, push: false },
      ],
    });

    const saved = await agent.put('/api/v1/notification/preferences', {
      preferences: [
        { category: 'Job', inApp: false, email: false },
        { category: 'Payments', inApp: true, email: true },
      ],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, 'Notification settings saved.');
    const expected = [
      { category: 'Message', inApp: true, email: true, push: true },
      { category: 'Proposals', inApp: true, email: false, push: false },
      { category: 'Job', inApp: false, email: false, push: false },
      { category: 'JobAlert', inApp: true, email: true, push: true },
      { category: 'Payments', inApp: true, email: true, push: false },
      { category: 'System', inApp: true, email: false, push: false },
    ];
    assert.deepEqual(saved.json().preferences, expected);
    assert.deepEqual(
      saved.json().preferences.map((item: { category: string }) => item.category),
      [...NOTIFICATION_CATEGORIES],
    );
    assert.deepEqual((await agent.get('/api/v1/notification/preferences')).json().preferences, expected);
    const again = await agent.put('/api/v1/notification/preferences', {
      preferences: [{ category: 'Job', inApp: true, email: false }],
    });
    assert.deepEqual(again.json().preferences[2], { category: 'Job', inApp: true, email: false, push: false });

    // Someone else's settings are untouched.
    const other = await signIn(ctx, await buildUser(ctx));
    assert.deepEqual((await other.get('/api/v1/notification/preferences')).json(), defaults.json());
  });

  it('refuses a category twice, an unknown one and visitors', async () => {
    const agent = await signIn(ctx, await buildUser(ctx));
    const twice = await agent.put('/api/v1/notification/preferences', {
      preferences: [
        { category: 'Job', inApp: true, email: true },
        { category: 'Job', inApp: false, email: false },
      ],
    });
    assert.equal(twice.statusCode, 400);
    assert.equal(twice.json().message, 'Each category may appear only once.');
    const unknown = await agent.put('/api/v1/notification/preferences', {
      preferences: [{ category: 'Spam', inApp: true, email: true }],
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal((await new Agent(ctx).get('/api/v1/notification/preferences')).statusCode, 401);
    assert.equal(
      (
        await new Agent(ctx).put('/api/v1/notification/preferences', {
          preferences: [{ category: 'Job', inApp: true, email: true }],
        })
      ).statusCode,
      401,
    );
  });
});
