import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { hiringAppointments, hiringFees, hiringRecommendations } from '../../db/schema';
import { Agent } from '../../testing/agent';
import {
  buildApplication,
  buildClient,
  buildFreelancer,
  buildJob,
  proposalInput,
  signIn,
  type BuiltUser,
} from '../../testing/factories';
import { approveAsAssistant } from '../../testing/hiring-fixtures';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { notificationsOf } from '../../testing/work-fixtures';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const NOTE = 'Strong portfolio and the most realistic plan of all the proposals.';

/** A freelancer made an accepted hiring assistant the way an admin approval does. */
async function acceptedAssistant(): Promise<{ built: BuiltUser; agent: Agent }> {
  const built = await buildFreelancer(ctx);
  await approveAsAssistant(ctx, built, await buildFreelancer(ctx)); // the decider only needs to exist as a user here
  return { built, agent: await signIn(ctx, built) };
}

async function clientWithJob(salary = 2000) {
  const built = await buildClient(ctx);
  const job = await buildJob(ctx, built, { salary });
  return { built, job, agent: await signIn(ctx, built) };
}

describe('appointments', () => {
  it('a client appoints an accepted assistant to its own open job, once; the assistant accepts; only they see its proposals', async () => {
    const { built: assistant, agent: assistantAgent } = await acceptedAssistant();
    const client = await clientWithJob();
    const appointed = await client.agent.post('/api/v1/hiring/appoint', {
      assistantId: assistant.user.id,
      jobId: client.job.id,
    });
    assert.equal(appointed.statusCode, 200, appointed.body);
    const appointment = appointed.json().appointment;
    assert.equal(appointment.status, 'pending');
    const again = await client.agent.post('/api/v1/hiring/appoint', {
      assistantId: assistant.user.id,
      jobId: client.job.id,
    });
    assert.equal(again.statusCode, 409);
    assert.ok((await notificationsOf(ctx, assistant.user.id)).some((row) => row.type === 'hiringAppointment'));

    // Not accepted yet: the proposals stay closed to the assistant.
    assert.equal((await assistantAgent.get(`/api/v1/hiring/jobs/${client.job.id}/applications`)).statusCode, 404);
    const cards = (await assistantAgent.get('/api/v1/hiring/clients')).json().clients;
    assert.deepEqual(
      cards.map((card: { _id: string; status: string }) => [card._id, card.status]),
      [[appointment._id, 'pending']],
    );

    const accepted = await assistantAgent.post(`/api/v1/hiring/appointments/${appointment._id}/respond`, {
      decision: 'accepted',
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(
      (await assistantAgent.post(`/api/v1/hiring/appointments/${appointment._id}/respond`, { decision: 'declined' }))
        .statusCode,
      409,
    );
    assert.ok(
      (await notificationsOf(ctx, client.built.user.id)).some((row) => row.type === 'hiringAppointmentAnswered'),
    );

    const applicant = await buildFreelancer(ctx);
    await buildApplication(ctx, client.job, applicant);
    const proposals = await assistantAgent.get(`/api/v1/hiring/jobs/${client.job.id}/applications`);
    assert.equal(proposals.statusCode, 200, proposals.body);
    assert.equal(proposals.json().applications.length, 1);
    assert.equal(JSON.stringify(proposals.json()).includes(applicant.email), false);

    // The client's other job stays invisible, and so does this one to another assistant.
    const otherJob = await buildJob(ctx, client.built);
    assert.equal((await assistantAgent.get(`/api/v1/hiring/jobs/${otherJob.id}/applications`)).statusCode, 404);
    const { agent: otherAssistant } = await acceptedAssistant();
    assert.equal((await otherAssistant.get(`/api/v1/hiring/jobs/${client.job.id}/applications`)).statusCode, 404);
    assert.equal(
      (await otherAssistant.post(`/api/v1/hiring/appointments/${appointment._id}/respond`, { decision: 'accepted' }))
        .statusCode,
      404,
    );
  });

  it('refuses someone else’s job, a closed job, a freelancer who is not an assistant, and non-clients', async () => {
    const { built: assistant, agent: assistantAgent } = await acceptedAssistant();
    const client = await clientWithJob();
    const stranger = await clientWithJob();
    assert.equal(
      (await stranger.agent.post('/api/v1/hiring/appoint', { assistantId: assistant.user.id, jobId: client.job.id }))
        .statusCode,
      404,
    );
    const hiredJob = await buildJob(ctx, client.built, { status: 'progress' });
    assert.equal(
      (await client.agent.post('/api/v1/hiring/appoint', { assistantId: assistant.user.id, jobId: hiredJob.id }))
        .statusCode,
      409,
    );
    const plain = await buildFreelancer(ctx);
    assert.equal(
      (await client.agent.post('/api/v1/hiring/appoint', { assistantId: plain.user.id, jobId: client.job.id }))
        .statusCode,
      404,
    );
    assert.equal(
      (await assistantAgent.post('/api/v1/hiring/appoint', { assistantId: assistant.user.id, jobId: client.job.id }))
        .statusCode,
      403,
    );
    assert.equal(
      (await new Agent(ctx).post('/api/v1/hiring/appoint', { assistantId: assistant.user.id, jobId: client.job.id }))
        .statusCode,
      401,
    );
    const freelancer = await signIn(ctx, await buildFreelancer(ctx));
    assert.equal((await freelancer.get('/api/v1/hiring/clients')).statusCode, 403);
    // An assistant who applied to the job cannot review its proposals.
    await buildApplication(ctx, client.job, assistant);
    const competing = await client.agent.post('/api/v1/hiring/appoint', { assistantId: assistant.user.id, jobId: client.job.id });
    assert.equal(competing.statusCode, 409);
    assert.match(competing.json().message, /sent a proposal/);
  });

  it('either side may end it; then the job can get another assistant', async () => {
    const { built: assistant } = await acceptedAssistant();
    const client = await clientWithJob();
    const { appointment } = (
      await client.agent.post('/api/v1/hiring/appoint', { assistantId: assistant.user.id, jobId: client.job.id })
    ).json();
    const ended = await client.agent.post(`/api/v1/hiring/appointments/${appointment._id}/end`);
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(ended.json().appointment.status, 'ended');
    const { built: next } = await acceptedAssistant();
    assert.equal(
      (await client.agent.post('/api/v1/hiring/appoint', { assistantId: next.user.id, jobId: client.job.id }))
        .statusCode,
      200,
    );
    const mine = (await client.agent.get(`/api/v1/hiring/appointments?jobId=${client.job.id}`)).json().appointments;
    assert.deepEqual(
      mine.map((row: { status: string }) => row.status),
      ['pending', 'ended'],
    );
  });
});

describe('recommendations and the fee', () => {
  it('the assistant recommends; the client sees it; hiring that freelancer records the fee once (10%, at most 500)', async () => {
    const { built: assistant, agent: assistantAgent } = await acceptedAssistant();
    const client = await clientWithJob(8000);
    const { appointment } = (
      await client.agent.post('/api/v1/hiring/appoint', { assistantId: assistant.user.id, jobId: client.job.id })
    ).json();
    await assistantAgent.post(`/api/v1/hiring/appointments/${appointment._id}/respond`, { decision: 'accepted' });
    const picked = await buildFreelancer(ctx);
    const proposal = await buildApplication(ctx, client.job, picked);

    assert.equal(
      (await assistantAgent.put(`/api/v1/hiring/recommendations/${proposal.id}`, { note: 'too short' })).statusCode,
      400,
    );
    const recommended = await assistantAgent.put(`/api/v1/hiring/recommendations/${proposal.id}`, { note: NOTE });
    assert.equal(recommended.statusCode, 200, recommended.body);
    assert.ok((await notificationsOf(ctx, client.built.user.id)).some((row) => row.type === 'hiringRecommendation'));
    const seen = (await client.agent.get(`/api/v1/job/viewJobProposal?jobId=${client.job.id}`)).json().applications[0];
    assert.deepEqual(seen.recommendation.by, { _id: assistant.user.id, fullName: assistant.user.fullName });
    assert.equal(seen.recommendation.note, NOTE);

    const hire = () => client.agent.post(`/api/v1/application/updateStatus/${proposal.id}`, { status: 'accepted' });
    assert.equal((await hire()).statusCode, 200);
    assert.equal((await hire()).statusCode, 409);
    const fees = await ctx.app.db.select().from(hiringFees).where(eq(hiringFees.jobId, client.job.id));
    assert.deepEqual(
      fees.map((fee) => fee.amount),
      [500],
      '10% of 8000 is capped at 500, recorded once',
    );
    assert.ok((await notificationsOf(ctx, assistant.user.id)).some((row) => row.type === 'hiringAssistantFee'));

    const earned = (await assistantAgent.get('/api/v1/hiring/fees')).json();
    assert.equal(earned.total, 500);
    assert.equal(earned.fees[0].freelancer.fullName, picked.user.fullName);
    assert.equal((await assistantAgent.get('/api/v1/job/freelancerStats')).json().stats.assistantFeesEarned, 500);
    const transactions = (await client.agent.get('/api/v1/job/transactions')).json();
    assert.equal(transactions.summary.assistantFees, 500);
    assert.deepEqual(transactions.transactions[0].assistantFee, {
      assistant: { _id: assistant.user.id, fullName: assistant.user.fullName },
      amount: 500,
    });
    // Hired: no more recommending on it.
    assert.equal(
      (await assistantAgent.put(`/api/v1/hiring/recommendations/${proposal.id}`, { note: NOTE })).statusCode,
      409,
    );
  });

  it('no fee for a hire nobody recommended, and a withdrawn recommendation earns nothing', async () => {
    const { built: assistant, agent: assistantAgent } = await acceptedAssistant();
    const client = await clientWithJob(1200);
    const { appointment } = (
      await client.agent.post('/api/v1/hiring/appoint', { assistantId: assistant.user.id, jobId: client.job.id })
    ).json();
    await assistantAgent.post(`/api/v1/hiring/appointments/${appointment._id}/respond`, { decision: 'accepted' });
    const proposal = await buildApplication(ctx, client.job, await buildFreelancer(ctx));
    await assistantAgent.put(`/api/v1/hiring/recommendations/${proposal.id}`, { note: NOTE });
    const withdrawn = await assistantAgent.delete(`/api/v1/hiring/recommendations/${proposal.id}`);
    assert.equal(withdrawn.json().recommendation, null);
    assert.equal(
      (await client.agent.post(`/api/v1/application/updateStatus/${proposal.id}`, { status: 'accepted' })).statusCode,
      200,
    );
    assert.equal((await ctx.app.db.select().from(hiringFees).where(eq(hiringFees.jobId, client.job.id))).length, 0);
  });

  it('a freelancer or the client cannot recommend', async () => {
    const client = await clientWithJob();
    const proposal = await buildApplication(ctx, client.job, await buildFreelancer(ctx));
    assert.equal(
      (await client.agent.put(`/api/v1/hiring/recommendations/${proposal.id}`, { note: NOTE })).statusCode,
      403,
    );
    const { agent: notAppointed } = await acceptedAssistant();
    assert.equal(
      (await notAppointed.put(`/api/v1/hiring/recommendations/${proposal.id}`, { note: NOTE })).statusCode,
      404,
    );
  });
});

describe('an assistant never competes for a job they judge (issue 28)', () => {
  async function appointedOn(client: Awaited<ReturnType<typeof clientWithJob>>, answer?: 'accepted') {
    const assistant = await acceptedAssistant();
    const { appointment } = (
      await client.agent.post('/api/v1/hiring/appoint', { assistantId: assistant.built.user.id, jobId: client.job.id })
    ).json();
    if (answer) await assistant.agent.post(`/api/v1/hiring/appointments/${appointment._id}/respond`, { decision: answer });
    return { ...assistant, appointment };
  }
  const apply = (agent: Agent, jobId: string) => agent.post(`/api/v1/application/applyJobs/${jobId}`, proposalInput());

  it('an appointed assistant (pending or accepted) cannot apply, nor after an accepted appointment ended', async () => {
    const client = await clientWithJob();
    const pending = await appointedOn(client);
    const refused = await apply(pending.agent, client.job.id);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().code, 'ASSISTANT_OF_JOB');

    await client.agent.post(`/api/v1/hiring/appointments/${pending.appointment._id}/end`);
    const accepted = await appointedOn(client, 'accepted');
    assert.equal((await apply(accepted.agent, client.job.id)).json().code, 'ASSISTANT_OF_JOB');
    // They have read every bid: ending the appointment does not make them a fair competitor.
    await client.agent.post(`/api/v1/hiring/appointments/${accepted.appointment._id}/end`);
    assert.equal((await apply(accepted.agent, client.job.id)).json().code, 'ASSISTANT_OF_JOB');

    // One who never saw the proposals (the appointment ended unanswered) may compete after all.
    assert.equal((await apply(pending.agent, client.job.id)).statusCode, 201);
    // And an assistant may apply to the client's other jobs.
    const otherJob = await buildJob(ctx, client.built);
    assert.equal((await apply(accepted.agent, otherJob.id)).statusCode, 201);
  });

  it('never recommends their own proposal, is never hired on the job, and no fee is recorded', async () => {
    const client = await clientWithJob(3000);
    const assistant = await acceptedAssistant();
    // The state the old rules let through: a proposal first, an accepted appointment after.
    const own = await buildApplication(ctx, client.job, assistant.built);
    const [appointment] = await ctx.app.db
      .insert(hiringAppointments)
      .values({
        clientId: client.built.user.id,
        assistantId: assistant.built.user.id,
        jobId: client.job.id,
        status: 'accepted',
        respondedAt: new Date(),
      })
      .returning();
    const recommended = await assistant.agent.put(`/api/v1/hiring/recommendations/${own.id}`, { note: NOTE });
    assert.equal(recommended.statusCode, 403, recommended.body);
    assert.equal(recommended.json().code, 'OWN_PROPOSAL');

    await ctx.app.db.insert(hiringRecommendations).values({
      applicationId: own.id,
      appointmentId: appointment.id,
      jobId: client.job.id,
      assistantId: assistant.built.user.id,
      note: NOTE,
    });
    // Nor are they hired on it (issue 34), so no fee can be owed for hiring oneself.
    const hired = await client.agent.post(`/api/v1/application/updateStatus/${own.id}`, { status: 'accepted' });
    assert.equal(hired.statusCode, 403, hired.body);
    assert.equal(hired.json().code, 'ASSISTANT_OF_JOB');
    assert.equal((await ctx.app.db.select().from(hiringFees).where(eq(hiringFees.jobId, client.job.id))).length, 0);
    assert.equal((await assistant.agent.get('/api/v1/hiring/fees')).json().total, 0);
  });
});
