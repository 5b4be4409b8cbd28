import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Job } from '@freelane/shared/contracts';
import { Agent } from '../../testing/agent';
import { buildApplication, buildUser, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { acceptWork, buildHiredJob, notificationsOf, submitWork, zipPart } from '../../testing/work-fixtures';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const JOB = '/api/v1/job';
const markPaid = (agent: Agent, jobId: string) => agent.post(`${JOB}/markPaid/${jobId}`);
const confirmReceived = (agent: Agent, jobId: string) => agent.post(`${JOB}/confirmPaymentReceived/${jobId}`);
const jobOf = async (agent: Agent, jobId: string) => (await agent.get(`${JOB}/getJob/${jobId}`)).json().job as Job;
const told = async (userId: string, type: string) =>
  (await notificationsOf(ctx, userId)).filter((notification) => notification.type === type);

/** A job hired through a proposal whose bid (700) differs from the budget (750). */
async function hiredOnABid(title: string) {
  const hired = await buildHiredJob(ctx, { title });
  await buildApplication(ctx, hired.job, hired.freelancer, { status: 'accepted', yourBid: 700 });
  ctx.app.readCache.clear(); // the proposal was written behind the API's back
  return hired;
}

/** The same, with the work delivered and accepted through the API: the agreed amount is due. */
async function acceptedOnABid(title: string) {
  const hired = await hiredOnABid(title);
  assert.equal((await submitWork(hired.freelancerAgent, hired.job.id, zipPart())).statusCode, 200);
  const accepted = await acceptWork(hired.clientAgent, hired.job.id);
  assert.equal(accepted.statusCode, 200, accepted.body);
  return hired;
}

describe("a job's agreed amount and payment record (issue 36)", () => {
  it('answers the accepted bid as the agreed amount wherever the job is read, and no payment due before the work is accepted', async () => {
    const { job, clientAgent, freelancerAgent } = await hiredOnABid('Tea shop labels');
    for (const agent of [clientAgent, freelancerAgent]) {
      const seen = await jobOf(agent, job.id);
      assert.equal(seen.salary, 750, 'the budget stays what was posted');
      assert.deepEqual(seen.agreedAmount, { amount: 700, basis: 'bid' });
      assert.equal(seen.paymentStatus, null, 'nothing is due while the work is in progress');
    }
    const [row] = (await clientAgent.get(`${JOB}/transactions`)).json().transactions;
    assert.deepEqual([row.amount, row.paymentStatus], [700, null]);
    const mine = (await clientAgent.get(`${JOB}/adminJobs`)).json().jobs as Job[];
    assert.deepEqual(mine.find((each) => each._id === job.id)?.agreedAmount, { amount: 700, basis: 'bid' }, 'My Jobs');

    const early = await markPaid(clientAgent, job.id);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().code, 'PAYMENT_NOT_DUE');
    assert.equal((await confirmReceived(freelancerAgent, job.id)).json().code, 'PAYMENT_NOT_DUE');
  });

  it("lets only the job's client mark it paid, once, and tells the freelancer what is due in truthful words", async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await acceptedOnABid('Café menu boards');
    assert.equal((await jobOf(clientAgent, job.id)).paymentStatus, 'pending', 'due once the work is accepted');
    const accepted = await told(freelancer.user.id, 'work_accepted');
    assert.doesNotMatch(accepted[0].message, /releas|refund/i);

    assert.equal((await markPaid(freelancerAgent, job.id)).statusCode, 403, 'the freelancer cannot mark it paid');
    const otherClient = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    assert.equal((await markPaid(otherClient, job.id)).statusCode, 403);
    assert.equal((await markPaid(new Agent(ctx), job.id)).statusCode, 401);
    assert.equal((await markPaid(clientAgent, '00000000-0000-4000-8000-000000000000')).statusCode, 404);

    const marked = await markPaid(clientAgent, job.id);
    assert.equal(marked.statusCode, 200, marked.body);
    assert.equal(marked.json().job.paymentStatus, 'paid');
    const paidAt = marked.json().job.paidAt;
    assert.ok(paidAt);
    assert.equal((await jobOf(freelancerAgent, job.id)).paymentStatus, 'paid', 'both parties see it');

    const again = await markPaid(clientAgent, job.id);
    assert.equal(again.statusCode, 200, 'idempotent');
    assert.equal(again.json().job.paidAt, paidAt, 'the first mark stands');
    const notices = await told(freelancer.user.id, 'payment_marked_paid');
    assert.equal(notices.length, 1, 'told once');
    assert.equal(notices[0].senderId, client.user.id);
    assert.match(notices[0].message, /marked the agreed amount of \$700\.00 for "Café menu boards" paid/);

    const summary = (await clientAgent.get(`${JOB}/transactions`)).json().summary;
    assert.deepEqual([summary.completedPayments, summary.dueAmount, summary.paidAmount], [700, 0, 700]);
  });

  it('lets only the hired freelancer confirm it received, once, and tells the client', async () => {
    const { job, client, clientAgent, freelancerAgent } = await acceptedOnABid('Bakery flyer');
    let stats = (await freelancerAgent.get(`${JOB}/freelancerStats`)).json().stats;
    assert.deepEqual([stats.totalEarned, stats.awaitingConfirmation, stats.confirmedReceived], [700, 700, 0]);

    assert.equal(
      (await confirmReceived(clientAgent, job.id)).statusCode,
      403,
      'the client cannot confirm for the freelancer',
    );
    const confirmed = await confirmReceived(freelancerAgent, job.id);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(
      confirmed.json().job.paymentStatus,
      'confirmed',
      "the freelancer's word stands without the client's mark",
    );
    assert.equal((await confirmReceived(freelancerAgent, job.id)).statusCode, 200, 'idempotent');
    assert.equal(
      (await markPaid(clientAgent, job.id)).json().job.paymentStatus,
      'confirmed',
      'a late mark changes nothing',
    );

    const notices = await told(client.user.id, 'payment_confirmed');
    assert.equal(notices.length, 1, 'told once');
    assert.match(notices[0].message, /confirmed receiving the agreed amount of \$700\.00 for "Bakery flyer"/);
    stats = (await freelancerAgent.get(`${JOB}/freelancerStats`)).json().stats;
    assert.deepEqual([stats.awaitingConfirmation, stats.confirmedReceived], [0, 700]);
    const [row] = (await clientAgent.get(`${JOB}/transactions`)).json().transactions;
    assert.equal(row.paymentStatus, 'confirmed');
  });

  it('says disputed while a dispute is open, and refuses both marks until its outcome', async () => {
    const { job, clientAgent, freelancerAgent } = await buildHiredJob(ctx, { status: 'disputes' });
    assert.equal((await jobOf(clientAgent, job.id)).paymentStatus, 'disputed');
    const refused = await markPaid(clientAgent, job.id);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'PAYMENT_DISPUTED');
    assert.equal((await confirmReceived(freelancerAgent, job.id)).json().code, 'PAYMENT_DISPUTED');
  });
});
