import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DISPUTE_ESCALATION_DAYS, disputePagePath } from '@freelane/shared/contracts';
import { escalateOverdueDisputes } from '../../commands/escalate-disputes';
import { FakeClock } from '../../testing/fake-clock';
import { buildAdmin, signIn, type BuiltUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { buildDisputedJob, DISPUTE_API, notificationsOf } from '../../testing/work-fixtures';

// An app of its own: the rule escalates every open dispute that is due, so no other test's may be.
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
let admin: BuiltUser;
before(async () => {
  ctx = await buildTestApp({ clock });
  admin = await buildAdmin(ctx);
});
after(() => ctx.close());

const escalatedNotices = async (userId: string) =>
  (await notificationsOf(ctx, userId)).filter((n) => n.type === 'dispute_escalated');

describe('the scheduler escalates disputes unsettled after DISPUTE_ESCALATION_DAYS', () => {
  it('escalates an open dispute once at its deadline and tells both parties and every admin; never before', async () => {
    const d = await buildDisputedJob(ctx, { title: 'Wedding invitations' });
    const settled = await buildDisputedJob(ctx);
    const early = await buildDisputedJob(ctx);
    // A dispute already with an admin is left as it is.
    assert.equal((await settled.clientAgent.post(`${DISPUTE_API}/${settled.disputeId}/escalate`)).statusCode, 200);

    clock.advance({ days: DISPUTE_ESCALATION_DAYS, ms: -1 });
    assert.equal(await escalateOverdueDisputes(ctx.app), 0, 'not a millisecond early');
    clock.advance({ ms: 1 });
    const late = await buildDisputedJob(ctx);
    assert.equal(await escalateOverdueDisputes(ctx.app), 2, 'the two opened at the start');
    assert.equal(await escalateOverdueDisputes(ctx.app), 0, 'idempotent');

    const { dispute } = (await d.freelancerAgent.get(`${DISPUTE_API}/${d.disputeId}`)).json();
    assert.equal(dispute.status, 'escalated');
    assert.equal(dispute.escalatedAt, clock.now().toISOString());
    const last = dispute.events.at(-1);
    assert.deepEqual([last.kind, last.author], ['escalated', null]);
    assert.match(last.text, /Not settled within 7 days/);
    assert.equal((await early.clientAgent.get(`${DISPUTE_API}/${early.disputeId}`)).json().dispute.status, 'escalated');
    assert.equal((await late.clientAgent.get(`${DISPUTE_API}/${late.disputeId}`)).json().dispute.status, 'open');

    for (const party of [d.client, d.freelancer]) {
      const [told] = await escalatedNotices(party.user.id);
      assert.match(told.message, /"Wedding invitations" was not settled within 7 days: an admin will decide it/);
      assert.equal(told.link, disputePagePath(d.job.id));
      assert.equal(told.senderId, null);
    }
    const forAdmin = (await escalatedNotices(admin.user.id)).filter((n) => n.link === disputePagePath(d.job.id));
    assert.equal(forAdmin.length, 1);
    assert.match(forAdmin[0].message, /waiting for your decision/);
    // The admin queue shows it at once.
    const queue = (await (await signIn(ctx, admin)).get(`${DISPUTE_API}/admin/queue`)).json();
    assert.ok(queue.disputes.some((row: { _id: string }) => row._id === d.disputeId));
  });

  it('a read after the deadline already shows the dispute escalated, before the next tick', async () => {
    const d = await buildDisputedJob(ctx);
    clock.advance({ days: DISPUTE_ESCALATION_DAYS });
    const { dispute, abilities } = (await d.clientAgent.get(`${DISPUTE_API}/job/${d.job.id}`)).json();
    assert.equal(dispute.status, 'escalated');
    assert.equal(abilities.canEscalate, false);
    assert.equal((await escalatedNotices(d.client.user.id)).length, 1, 'announced once, by the read');
    assert.equal(await escalateOverdueDisputes(ctx.app), 0);
  });
});
