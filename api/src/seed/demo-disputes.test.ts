import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { disputePagePath, type Dispute, type DisputeAbilities } from '@freelane/shared/contracts';
import { stageFile } from '../commands/stage-file';
import { buildUser, signIn, type BuiltUser } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { DISPUTE_API, notificationsOf } from '../testing/work-fixtures';
import {
  DEMO_DISPUTE_CLIENT_REASON,
  DEMO_DISPUTE_FREELANCER_REASON,
  DEMO_DISPUTE_TITLE,
  seedDemoDispute,
} from './demo-disputes';

let ctx: TestContext;
let clara: BuiltUser;
let ben: BuiltUser;
let jobId: string;
before(async () => {
  ctx = await buildTestApp();
  clara = await buildUser(ctx, { role: 'client', fullName: 'Clara Client' });
  ben = await buildUser(ctx, { role: 'freelancer', fullName: 'Ben Okafor' });
  const { job } = await seedDemoDispute(
    ctx.app.db,
    { clara: clara.user, ben: ben.user },
    ctx.app.clock.now(),
    (freelancer, delivery) =>
      stageFile(ctx.app, freelancer.id, 'work', Readable.from([delivery.bytes]), delivery.fileName),
  );
  jobId = job.id;
});
after(() => ctx.close());

describe('the demo dispute', () => {
  it('is an open dispute with both sides, a thread and Ben’s pending offer for Clara to answer', async () => {
    const claraAgent = await signIn(ctx, clara);
    const response = await claraAgent.get(`${DISPUTE_API}/job/${jobId}`);
    assert.equal(response.statusCode, 200, response.body);
    const { dispute, abilities } = response.json() as { dispute: Dispute; abilities: DisputeAbilities };
    assert.equal(dispute.job.title, DEMO_DISPUTE_TITLE);
    assert.equal(dispute.job.status, 'disputes');
    assert.deepEqual(dispute.job.agreedAmount, { amount: 300, basis: 'bid' }, 'the agreed bid');
    assert.equal(dispute.status, 'open');
    assert.equal(dispute.clientReason, DEMO_DISPUTE_CLIENT_REASON);
    assert.equal(dispute.freelancerReason, DEMO_DISPUTE_FREELANCER_REASON);
    assert.ok(new Date(dispute.escalatesAt) > ctx.app.clock.now(), 'not escalated on start');
    assert.deepEqual(
      dispute.events.map((event) => [event.kind, event.author?.fullName]),
      [
        ['opened', 'Clara Client'],
        ['statement', 'Ben Okafor'],
        ['message', 'Clara Client'],
        ['message', 'Ben Okafor'],
        ['proposal', 'Ben Okafor'],
      ],
    );
    const [offer] = dispute.proposals;
    assert.deepEqual(
      [offer.outcome, offer.redoDays, offer.status, offer.proposerId],
      ['redo', 3, 'pending', ben.user.id],
    );
    assert.equal(abilities.canAnswerProposalId, offer._id);

    const job = (await claraAgent.get(`/api/v1/job/getJob/${jobId}`)).json().job;
    assert.equal(job.files.length, 1, 'the delivered ZIP is in storage');
    assert.equal((await claraAgent.get(job.files[0].url)).statusCode, 200);
    const bell = await notificationsOf(ctx, clara.user.id);
    assert.ok(bell.some((n) => n.type === 'dispute_proposal' && !n.isRead && n.link === disputePagePath(jobId)));
  });
});
