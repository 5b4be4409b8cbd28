import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { buildUser, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

describe('unread notifications', () => {
  it('needs a signed-in user', async () => {
    const response = await new Agent(ctx).get('/api/v1/notification/getUnreadNotifications');
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { success: false, message: 'Please log in to continue.', code: 'UNAUTHORIZED' });
  });

  it("returns only the caller's own unread notifications, newest first, with the sender's name", async () => {
    const me = await buildUser(ctx, { role: 'freelancer' });
    const sender = await buildUser(ctx, { role: 'client', fullName: 'Clara Sender' });
    const someoneElse = await buildUser(ctx);
    const repo = ctx.app.repos.notifications;
    const older = await repo.create({ userId: me.user.id, senderId: sender.user.id, message: 'Older', category: 'Job', type: 'job' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await repo.create({ userId: me.user.id, senderId: null, message: 'Newer', category: 'System', type: 'system' });
    const read = await repo.create({ userId: me.user.id, senderId: null, message: 'Read', category: 'System', type: 'x' });
    await ctx.app.db.update(notifications).set({ isRead: true }).where(eq(notifications.id, read.id));
    await repo.create({ userId: someoneElse.user.id, senderId: me.user.id, message: 'Not mine', category: 'Job', type: 'job' });

    const agent = await signIn(ctx, me);
    const response = await agent.get('/api/v1/notification/getUnreadNotifications');
    assert.equal(response.statusCode, 200);
    const list = response.json().notifications;
    assert.deepEqual(list.map((n: { message: string }) => n.message), ['Newer', 'Older']);
    assert.equal(list[1]._id, older.id);
    assert.deepEqual(list[1].sendersDetail, { fullName: 'Clara Sender', profile: { profilePhoto: null }, isStaff: false });
    assert.equal(list[0].sendersDetail, null);
    assert.equal(list[0].isRead, false);
  });

  it('marks what the team sends with isStaff, whatever the sender calls themselves (issue 28)', async () => {
    const me = await buildUser(ctx, { role: 'freelancer' });
    const admin = await buildUser(ctx, { role: 'admin', fullName: 'Dana from Trust' });
    const client = await buildUser(ctx, { role: 'client', fullName: 'Official Looking' });
    const agent = await signIn(ctx, me);
    const staffMessage = await ctx.app.repos.notifications.create({ userId: me.user.id, senderId: admin.user.id, message: 'Welcome', category: 'System', type: 'system' });
    await ctx.app.repos.notifications.create({ userId: me.user.id, senderId: client.user.id, message: 'Hi', category: 'Job', type: 'job' });
    const list = (await agent.get('/api/v1/notification/getUnreadNotifications')).json().notifications;
    const byId = (id: string) => list.find((n: { _id: string }) => n._id === id);
    assert.equal(byId(staffMessage.id).sendersDetail.isStaff, true);
    assert.equal(list.find((n: { message: string }) => n.message === 'Hi').sendersDetail.isStaff, false);
    // In chat, the team member is marked the same way.
    const adminAgent = await signIn(ctx, admin);
    await adminAgent.post(`/api/v1/message/sendMessage/${me.user.id}`, { message: 'Welcome to Freelane' });
    const conversation = (await agent.get(`/api/v1/message/getMessage/${admin.user.id}`)).json();
    assert.equal(conversation.otherUser.isStaff, true);
  });
});
