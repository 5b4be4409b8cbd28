import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { jobs, projectBriefs, type JobRow } from '../../db/schema';
import { unsubscribeToken } from '../../commands/job-alerts';
import { briefInput } from '../brief-fixtures';
import { seedBriefMessage } from '../chat-fixtures';
import { buildApplication, buildJob, jobInput, proposalInput } from '../factories';
import { CLIENT_REASON, submitWork, zipPart } from '../work-fixtures';
import { everyone, oncePerWorld, type CaseTable, type Expected, type World } from './world';

/**
 * /job and /application. The job is the client's; the hired freelancer is hired on it; "freelancer"
 * is a freelancer with no tie to it (the applicant, where a proposal is the target).
 */

const JOB = '/api/v1/job';
const APPLICATION = '/api/v1/application';

/** Only the job's client may; anyone else signed in is told the job does not exist (or not theirs). */
const ownerOnly = (others: number): Expected => ({
  anonymous: 401,
  freelancer: others,
  client: 200,
  otherClient: others,
  hiredFreelancer: others,
  admin: others,
});
/** One role's own figures or lists: the role gets 200, the others 403. */
const roleOnly = (role: 'client' | 'freelancer' | 'admin'): Expected => ({
  anonymous: 401,
  freelancer: role === 'freelancer' ? 200 : 403,
  client: role === 'client' ? 200 : 403,
  otherClient: role === 'client' ? 200 : 403,
  hiredFreelancer: role === 'freelancer' ? 200 : 403,
  admin: role === 'admin' ? 200 : 403,
});

const savedSearchInput = () => ({
  name: 'Matrix search',
  search: 'matrix',
  alerts: { inApp: true, email: 'off' as const, push: false },
});

/** A fresh saved search of "freelancer". */
async function savedSearchOf(world: World): Promise<string> {
  const { ctx, people } = world;
  const row = await ctx.app.repos.savedSearches.createWithin(
    people.freelancer.user.id,
    savedSearchInput(),
    1000,
    ctx.app.clock.now(),
  );
  assert.ok(row !== 'full');
  return row.id;
}

const unsubscribeTokenOf = async (world: World) =>
  unsubscribeToken(world.ctx.app.config.sessionSecret, 's', await savedSearchOf(world));

/** A fresh job of the client in progress, the hired freelancer hired on it (through an accepted proposal). */
async function freshHiredJob(world: World): Promise<JobRow> {
  const { ctx, people } = world;
  const job = await buildJob(ctx, people.client, {
    status: 'progress',
    hiredFreelancerId: people.hiredFreelancer.user.id,
    hiredAt: ctx.app.clock.now(),
  });
  await buildApplication(ctx, job, people.hiredFreelancer, { status: 'accepted' });
  return job;
}

/** A fresh hired job whose work the client accepted: the agreed amount is due (issue 36). */
async function acceptedJob(world: World): Promise<JobRow> {
  const job = await freshHiredJob(world);
  const [completed] = await world.ctx.app.db
    .update(jobs)
    .set({ status: 'completed', completedAt: world.ctx.app.clock.now() })
    .where(eq(jobs.id, job.id))
    .returning();
  world.ctx.app.readCache.clear(); // written behind the API's back
  return completed;
}

/** A fresh hired job whose work the hired freelancer delivered (status review); with its first file's URL. */
async function deliveredJob(world: World): Promise<{ job: JobRow; fileUrl: string }> {
  const job = await freshHiredJob(world);
  const freelancer = await world.agentFor('hiredFreelancer');
  const submitted = await submitWork(freelancer, job.id, zipPart());
  assert.equal(submitted.statusCode, 200, submitted.body);
  return { job, fileUrl: submitted.json().job.files[0].url as string };
}

/** A delivered job on which the client asked for the free revision: the revision view's state. */
async function jobInRevision(world: World): Promise<JobRow> {
  const { job } = await deliveredJob(world);
  const client = await world.agentFor('client');
  const asked = await client.post(`${JOB}/reviewWork/${job.id}`, {
    changes: 'Please make the hero image larger and fix the footer links.',
  });
  assert.equal(asked.statusCode, 200, asked.body);
  return job;
}

/**
 * A brief the client proposed in chat to the hired freelancer, still open. Each cell gets a fresh
 * one; the earlier cells' briefs are answered first, so the pair stays under the open-brief limit.
 */
async function openBrief(world: World): Promise<string> {
  await world.ctx.app.db
    .update(projectBriefs)
    .set({ status: 'declined' })
    .where(
      and(
        eq(projectBriefs.senderId, world.people.client.user.id),
        eq(projectBriefs.recipientId, world.people.hiredFreelancer.user.id),
        eq(projectBriefs.status, 'specific'),
      ),
    );
  const message = await seedBriefMessage(world.ctx, world.people.client, world.people.hiredFreelancer);
  assert.ok(message.brief);
  return message.brief.id;
}

/** A pending proposal by the (unrelated) freelancer on a fresh open job of the client. */
async function pendingProposal(world: World): Promise<string> {
  const job = await world.openJob();
  return (await buildApplication(world.ctx, job, world.people.freelancer)).id;
}

/** One delivered job per world, for the read-only download route. */
const deliveredFileUrl = oncePerWorld(async (world) => (await deliveredJob(world)).fileUrl);

export const jobsCases: CaseTable = {
  // Posting is for clients; a freelancer or an admin has no jobs to post.
  'POST /api/v1/job/postJob': {
    request: (world) => ({ url: `${JOB}/postJob`, body: jobInput(world.ctx) }),
    expect: { ...roleOnly('client'), client: 201, otherClient: 201 },
  },
  // Changing a job is its owner's alone (403: the job is public while open, so its existence is no secret).
  'POST /api/v1/job/updateJob/:jobId': {
    request: async (world) => ({ url: `${JOB}/updateJob/${(await world.openJob()).id}`, body: jobInput(world.ctx) }),
    expect: ownerOnly(403),
  },
  'DELETE /api/v1/job/deleteJob/:jobId': {
    request: async (world) => `${JOB}/deleteJob/${(await world.openJob()).id}`,
    expect: ownerOnly(403),
  },
  // A job in progress: its parties and admins; to anyone else it is not there.
  'GET /api/v1/job/getJob/:jobId': {
    request: (world) => `${JOB}/getJob/${world.hiredJob.id}`,
    expect: { ...ownerOnly(404), hiredFreelancer: 200, admin: 200 },
  },
  // The job page (/jobs/{id}): an open job for anyone, signed in or not.
  'GET /api/v1/job/page/:jobId': {
    request: async (world) => `${JOB}/page/${(await world.openJob()).id}`,
    expect: everyone(200),
  },
  // Find Jobs (the spec's name): the open jobs, for freelancers.
  'GET /api/v1/job/getAllJobs': { request: () => `${JOB}/getAllJobs`, expect: roleOnly('freelancer') },
  // The public home page's newest jobs.
  'GET /api/v1/job/newAllJobs': { request: () => `${JOB}/newAllJobs`, expect: everyone(200) },
  // My Jobs (the spec's name): the caller's own jobs, for clients.
  'GET /api/v1/job/adminJobs': { request: () => `${JOB}/adminJobs`, expect: roleOnly('client') },
  // Job Applicants of one job: its owner only.
  'GET /api/v1/job/viewJobProposal': {
    request: (world) => `${JOB}/viewJobProposal?jobId=${world.hiredJob.id}`,
    expect: { ...roleOnly('client'), otherClient: 403 },
  },
  // Briefs proposed to the caller: freelancers.
  'GET /api/v1/job/getReceivedProposals': {
    request: () => `${JOB}/getReceivedProposals`,
    expect: roleOnly('freelancer'),
  },
  'GET /api/v1/job/clientDashboard': { request: () => `${JOB}/clientDashboard`, expect: roleOnly('client') },
  'GET /api/v1/job/freelancerStats': { request: () => `${JOB}/freelancerStats`, expect: roleOnly('freelancer') },
  // Transactions: what a client paid (a freelancer's earnings are in freelancerStats).
  'GET /api/v1/job/transactions': { request: () => `${JOB}/transactions`, expect: roleOnly('client') },
  'GET /api/v1/job/adminOverview': { request: () => `${JOB}/adminOverview`, expect: roleOnly('admin') },
  // Money as records (issue 38): a client's spending or a freelancer's earnings, as CSV.
  'GET /api/v1/job/transactions.csv': {
    request: () => `${JOB}/transactions.csv`,
    expect: { ...roleOnly('client'), freelancer: 200, hiredFreelancer: 200 },
  },
  // A completed job's invoice: its two parties; anyone else, admins included, is told it does not exist.
  'GET /api/v1/job/invoice/:jobId': {
    request: async (world) => `${JOB}/invoice/${(await acceptedJob(world)).id}`,
    expect: { ...ownerOnly(404), hiredFreelancer: 200 },
  },

  // Work and review: each step is one party's.
  'POST /api/v1/job/submitWork/:jobId': {
    request: async (world) => ({
      url: `${JOB}/submitWork/${(await freshHiredJob(world)).id}`,
      files: { parts: [zipPart()] },
    }),
    expect: { ...ownerOnly(403), client: 403, hiredFreelancer: 200 },
  },
  'GET /api/v1/job/workFile/:fileId': {
    request: (world) => deliveredFileUrl(world),
    expect: { ...ownerOnly(404), hiredFreelancer: 200, admin: 200 },
  },
  'GET /api/v1/job/acceptWork/:jobId': {
    request: async (world) => `${JOB}/acceptWork/${(await deliveredJob(world)).job.id}`,
    expect: ownerOnly(403),
  },
  'GET /api/v1/job/incompleteWork/:jobId': {
    request: async (world) =>
      `${JOB}/incompleteWork/${(await deliveredJob(world)).job.id}?reason=${encodeURIComponent(CLIENT_REASON)}`,
    expect: ownerOnly(403),
  },
  'POST /api/v1/job/reviewWork/:jobId': {
    request: async (world) => ({
      url: `${JOB}/reviewWork/${(await deliveredJob(world)).job.id}`,
      body: { changes: 'Please make the hero image larger and fix the footer links.' },
    }),
    expect: ownerOnly(403),
  },
  'POST /api/v1/job/requestClarification/:jobId': {
    request: async (world) => ({
      url: `${JOB}/requestClarification/${(await jobInRevision(world)).id}`,
      body: { question: 'Should the one-colour version be black, or the shop green?' },
    }),
    expect: { ...ownerOnly(403), client: 403, hiredFreelancer: 200 },
  },
  'POST /api/v1/job/markAddressed/:jobId': {
    request: async (world) => `${JOB}/markAddressed/${(await jobInRevision(world)).id}`,
    expect: { ...ownerOnly(403), client: 403, hiredFreelancer: 200 },
  },
  // The payment record (issue 36): the client marks paid, the hired freelancer confirms received.
  'POST /api/v1/job/markPaid/:jobId': {
    request: async (world) => `${JOB}/markPaid/${(await acceptedJob(world)).id}`,
    expect: ownerOnly(403),
  },
  'POST /api/v1/job/confirmPaymentReceived/:jobId': {
    request: async (world) => `${JOB}/confirmPaymentReceived/${(await acceptedJob(world)).id}`,
    expect: { ...ownerOnly(403), client: 403, hiredFreelancer: 200 },
  },

  // Saved searches (issue 37): freelancers only (a client or admin 403); the search is "freelancer"'s,
  // so the hired freelancer (another freelancer) is told it does not exist (404).
  'GET /api/v1/job/savedSearches': { request: () => `${JOB}/savedSearches`, expect: roleOnly('freelancer') },
  'POST /api/v1/job/savedSearches': {
    request: () => ({ url: `${JOB}/savedSearches`, body: savedSearchInput() }),
    expect: { ...roleOnly('freelancer'), freelancer: 201, hiredFreelancer: 201 },
  },
  'PUT /api/v1/job/savedSearches/:id': {
    request: async (world) => ({ url: `${JOB}/savedSearches/${await savedSearchOf(world)}`, body: savedSearchInput() }),
    expect: { ...roleOnly('freelancer'), hiredFreelancer: 404 },
  },
  'POST /api/v1/job/savedSearches/:id/open': {
    request: async (world) => `${JOB}/savedSearches/${await savedSearchOf(world)}/open`,
    expect: { ...roleOnly('freelancer'), hiredFreelancer: 404 },
  },
  'DELETE /api/v1/job/savedSearches/:id': {
    request: async (world) => `${JOB}/savedSearches/${await savedSearchOf(world)}`,
    expect: { ...roleOnly('freelancer'), hiredFreelancer: 404 },
  },
  // The alert mail's unsubscribe link: anyone holding the signed link, signed in or not.
  'POST /api/v1/job/alertUnsubscribe/:token': {
    request: async (world) => ({ url: `${JOB}/alertUnsubscribe/${await unsubscribeTokenOf(world)}`, body: {} }),
    expect: everyone(200),
  },
  'GET /api/v1/job/alertUnsubscribe/:token': {
    request: async (world) => `${JOB}/alertUnsubscribe/${await unsubscribeTokenOf(world)}`,
    expect: everyone(200),
  },

  // Project briefs in chat: the client proposes to the hired freelancer; the recipient answers. Any
  // client may propose to any freelancer (a client may always write first); a brief to oneself is a 400.
  'POST /api/v1/job/proposeJob/:userId': {
    request: (world) => ({ url: `${JOB}/proposeJob/${world.people.hiredFreelancer.user.id}`, body: briefInput() }),
    expect: { ...roleOnly('client'), client: 201, otherClient: 201, hiredFreelancer: 400 },
  },
  // The sender edits or withdraws; the recipient may not (403); to anyone else the brief is not there.
  'POST /api/v1/job/updateProposedJob/:briefId': {
    request: async (world) => ({ url: `${JOB}/updateProposedJob/${await openBrief(world)}`, body: briefInput() }),
    expect: { ...ownerOnly(404), hiredFreelancer: 403 },
  },
  'DELETE /api/v1/job/deleteProposedJob/:briefId': {
    request: async (world) => `${JOB}/deleteProposedJob/${await openBrief(world)}`,
    expect: { ...ownerOnly(404), hiredFreelancer: 403 },
  },
  'GET /api/v1/job/confirmProposedJob/:briefId': {
    request: async (world) => `${JOB}/confirmProposedJob/${await openBrief(world)}`,
    expect: { ...ownerOnly(404), client: 403, hiredFreelancer: 200 },
  },
  'POST /api/v1/job/declineProposedJob/:briefId': {
    request: async (world) => ({ url: `${JOB}/declineProposedJob/${await openBrief(world)}`, body: {} }),
    expect: { ...ownerOnly(404), client: 403, hiredFreelancer: 200 },
  },

  // Proposals. Applying is for freelancers, on a fresh open job each time.
  'POST /api/v1/application/applyJobs/:jobId': {
    request: async (world) => ({
      url: `${APPLICATION}/applyJobs/${(await world.openJob()).id}`,
      body: proposalInput(),
    }),
    expect: { ...roleOnly('freelancer'), freelancer: 201, hiredFreelancer: 201 },
  },
  // The applicant (here "freelancer") edits their own pending proposal.
  'POST /api/v1/application/updateApplication/:applicationId': {
    request: async (world) => ({
      url: `${APPLICATION}/updateApplication/${await pendingProposal(world)}`,
      body: proposalInput(),
    }),
    expect: { ...ownerOnly(403), client: 403, freelancer: 200 },
  },
  'GET /api/v1/application/getAppliedJobs': {
    request: () => `${APPLICATION}/getAppliedJobs`,
    expect: roleOnly('freelancer'),
  },
  'GET /api/v1/application/getAcceptedJobs': {
    request: () => `${APPLICATION}/getAcceptedJobs`,
    expect: roleOnly('freelancer'),
  },
  // The job's owner rejects (or hires) a pending proposal on their job.
  'POST /api/v1/application/updateStatus/:applicationId': {
    request: async (world) => ({
      url: `${APPLICATION}/updateStatus/${await pendingProposal(world)}`,
      body: { status: 'rejected' },
    }),
    expect: ownerOnly(403),
  },
};
