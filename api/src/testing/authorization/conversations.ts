import assert from 'node:assert/strict';
import type { Agent } from '../agent';
import { filePart, postFiles, seedMessages } from '../chat-fixtures';
import { buildJob } from '../factories';
import { multipart, PNG_1X1 } from '../multipart';
import { acceptWork, CLIENT_REASON, incompleteWork, submitWork, zipPart } from '../work-fixtures';
import { everyone, oncePerWorld, signedIn, type CaseTable, type Expected, type World } from './world';

/**
 * /message, /review and /dispute: everything here is between the client and the hired freelancer
 * (their chat, the reviews of a job he completed for her, the dispute over a job she marked
 * incomplete). A route named after a person (`:userId`) is always the caller's own conversation with
 * that person, so an outsider meets an empty one of their own, never theirs.
 */

const MESSAGE = '/api/v1/message';
const REVIEW = '/api/v1/review';
const DISPUTE = '/api/v1/dispute';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The client and the hired freelancer, and an admin, may; anyone else is told it does not exist. */
const partiesAndAdmin = (status: number): Expected => ({
  ...signedIn(404),
  client: status,
  hiredFreelancer: status,
  admin: status,
});
/** Only the client and the hired freelancer may act (admins decide, they do not take part). */
const partiesOnly = (status: number, others = 404): Expected => ({
  ...signedIn(others),
  client: status,
  hiredFreelancer: status,
});

/** A step in a dispute: its parties take it; admins read and decide but take no part (403). */
const disputeStep = (status: number): Expected => ({ ...partiesOnly(status), admin: 403 });

const agentOf = (world: World, who: 'client' | 'hiredFreelancer'): Promise<Agent> => world.agentFor(who);

// ---- messages -----------------------------------------------------------------------------------

/** A fresh message from the client to the hired freelancer. */
async function clientMessage(world: World): Promise<string> {
  const [record] = await seedMessages(world.ctx, world.people.client, world.people.hiredFreelancer, ['Hello there!']);
  return record.id;
}

/** A chat attachment the client sent the hired freelancer. */
const attachmentUrl = oncePerWorld(async (world) => {
  const sent = await postFiles(await agentOf(world, 'client'), world.people.hiredFreelancer.user.id, [
    filePart('sketch.png', PNG_1X1, 'image/png'),
  ]);
  assert.equal(sent.statusCode, 200, sent.body);
  return sent.json().newMessage.attachments[0].url as string;
});

// ---- reviews ------------------------------------------------------------------------------------

/** A job of the client's that the hired freelancer delivered, accepted through the API: its review window is open. */
async function completedJob(world: World): Promise<string> {
  const now = world.ctx.app.clock.now();
  const job = await buildJob(world.ctx, world.people.client, {
    status: 'paused',
    hiredFreelancerId: world.people.hiredFreelancer.user.id,
    hiredAt: now,
    submittedAt: now,
    clientReviewDeadline: new Date(now.getTime() + 5 * DAY_MS),
  });
  const accepted = await acceptWork(await agentOf(world, 'client'), job.id);
  assert.equal(accepted.statusCode, 200, accepted.body);
  return job.id;
}
const completedJobOfWorld = oncePerWorld(completedJob);

const reviewBody = {
  overall: 5,
  communication: 4,
  quality: 5,
  timeliness: 4,
  comment: 'Clear brief, quick answers and a fair review of every delivery. Would work together again.',
};

/** A fresh completed job both parties reviewed (so both reviews are published); the client's review of him. */
async function publishedReviewOfFreelancer(world: World): Promise<string> {
  const jobId = await completedJob(world);
  const byClient = await (await agentOf(world, 'client')).post(`${REVIEW}/job/${jobId}`, reviewBody);
  assert.equal(byClient.statusCode, 201, byClient.body);
  const byFreelancer = await (await agentOf(world, 'hiredFreelancer')).post(`${REVIEW}/job/${jobId}`, reviewBody);
  assert.equal(byFreelancer.statusCode, 201, byFreelancer.body);
  return byClient.json().review._id as string;
}

const publishedReviewOfWorld = oncePerWorld(publishedReviewOfFreelancer);

// ---- disputes -----------------------------------------------------------------------------------

/** A fresh hired job whose delivery the client marked incomplete: its dispute is open. */
async function openDispute(world: World): Promise<{ jobId: string; disputeId: string }> {
  const now = world.ctx.app.clock.now();
  const job = await buildJob(world.ctx, world.people.client, {
    status: 'progress',
    hiredFreelancerId: world.people.hiredFreelancer.user.id,
    hiredAt: now,
  });
  const submitted = await submitWork(await agentOf(world, 'hiredFreelancer'), job.id, zipPart());
  assert.equal(submitted.statusCode, 200, submitted.body);
  const client = await agentOf(world, 'client');
  const marked = await incompleteWork(client, job.id, CLIENT_REASON);
  assert.equal(marked.statusCode, 200, marked.body);
  const dispute = await client.get(`${DISPUTE}/job/${job.id}`);
  assert.equal(dispute.statusCode, 200, dispute.body);
  return { jobId: job.id, disputeId: dispute.json().dispute._id as string };
}
const disputeOfWorld = oncePerWorld(openDispute);

/** A fresh open dispute with a pending settlement the client proposed. */
async function proposedSettlement(world: World): Promise<{ disputeId: string; proposalId: string }> {
  const { disputeId } = await openDispute(world);
  const made = await (await agentOf(world, 'client')).post(`${DISPUTE}/${disputeId}/proposals`, { outcome: 'close' });
  assert.equal(made.statusCode, 200, made.body);
  return { disputeId, proposalId: made.json().dispute.proposals[0]._id as string };
}

/** A fresh dispute the client escalated to the admins. */
async function escalatedDispute(world: World): Promise<string> {
  const { disputeId } = await openDispute(world);
  const escalated = await (await agentOf(world, 'client')).post(`${DISPUTE}/${disputeId}/escalate`);
  assert.equal(escalated.statusCode, 200, escalated.body);
  return disputeId;
}

/** A file the client added to the dispute thread. */
const disputeFileUrl = oncePerWorld(async (world) => {
  const { disputeId } = await disputeOfWorld(world);
  const body = multipart([filePart('evidence.png', PNG_1X1, 'image/png')], { message: 'The form as it is.' });
  const sent = await (
    await agentOf(world, 'client')
  ).post(`${DISPUTE}/${disputeId}/messages`, body.payload, {
    headers: body.headers,
  });
  assert.equal(sent.statusCode, 200, sent.body);
  return sent.json().dispute.events.at(-1).files[0].url as string;
});

export const conversationsCases: CaseTable = {
  // ---- /message: the target person is the hired freelancer unless said otherwise.
  'GET /api/v1/message/getMessage/:userId': {
    request: async (world) => {
      await seedMessages(world.ctx, world.people.client, world.people.hiredFreelancer, ['Hello there!']);
      return `${MESSAGE}/getMessage/${world.people.hiredFreelancer.user.id}`;
    },
    // With oneself there is no conversation (400).
    expect: { ...signedIn(200), hiredFreelancer: 400 },
  },
  // A first message to the client (the target person here): a freelancer may write first only to a
  // client they have a tie with (the hired freelancer was hired by her; the other freelancer has
  // none: 403); clients start conversations with freelancers only (403); admins may write to anyone.
  'POST /api/v1/message/sendMessage/:userId': {
    request: (world) => ({
      url: `${MESSAGE}/sendMessage/${world.people.client.user.id}`,
      body: { message: 'Are you free next week?' },
    }),
    expect: { ...signedIn(200), freelancer: 403, client: 400, otherClient: 403 },
  },
  // The sender deletes their own message; its recipient may not (403); to anyone else it is not there.
  'DELETE /api/v1/message/deleteMessage/:messageId': {
    request: async (world) => `${MESSAGE}/deleteMessage/${await clientMessage(world)}`,
    expect: { ...signedIn(404), client: 200, hiredFreelancer: 403 },
  },
  'GET /api/v1/message/getClientContacts': { request: () => `${MESSAGE}/getClientContacts`, expect: signedIn(200) },
  'GET /api/v1/message/unreadCount': { request: () => `${MESSAGE}/unreadCount`, expect: signedIn(200) },
  // The hired freelancer reads or clears his conversation with the client (the target person here);
  // anyone else has no conversation with her (404), and she none with herself (400).
  'POST /api/v1/message/markRead/:userId': {
    request: async (world) => {
      await clientMessage(world);
      return { url: `${MESSAGE}/markRead/${world.people.client.user.id}`, body: { upToSeq: 1 } };
    },
    expect: { ...signedIn(404), client: 400, hiredFreelancer: 200 },
  },
  'DELETE /api/v1/message/deleteConversation/:userId': {
    request: async (world) => {
      await clientMessage(world);
      return `${MESSAGE}/deleteConversation/${world.people.client.user.id}`;
    },
    expect: { ...signedIn(404), client: 400, hiredFreelancer: 200 },
  },
  // Search covers the caller's own messages only.
  'GET /api/v1/message/search': {
    request: async (world) => {
      await clientMessage(world);
      return `${MESSAGE}/search?q=hello`;
    },
    expect: signedIn(200),
  },
  'GET /api/v1/message/settings': { request: () => `${MESSAGE}/settings`, expect: signedIn(200) },
  'PUT /api/v1/message/settings': {
    request: () => ({ url: `${MESSAGE}/settings`, body: { sendReadReceipts: false } }),
    expect: signedIn(200),
  },
  // A chat attachment: the conversation's two people only.
  'GET /api/v1/message/attachment/:fileId': {
    request: (world) => attachmentUrl(world),
    expect: partiesOnly(200),
  },

  // ---- /review: a job the hired freelancer completed for the client. A job's reviews (drafts
  // included, before both are published) are its parties' alone; published ones show on profiles.
  'GET /api/v1/review/job/:jobId': {
    request: async (world) => `${REVIEW}/job/${await completedJobOfWorld(world)}`,
    expect: partiesOnly(200),
  },
  'POST /api/v1/review/job/:jobId': {
    request: async (world) => ({ url: `${REVIEW}/job/${await completedJob(world)}`, body: reviewBody }),
    expect: partiesOnly(201),
  },
  // The reviewed person replies once to a published review; its author may not.
  'POST /api/v1/review/:reviewId/reply': {
    request: async (world) => ({
      url: `${REVIEW}/${await publishedReviewOfFreelancer(world)}/reply`,
      body: { reply: 'Thank you, it was a pleasure to work on this.' },
    }),
    expect: { ...signedIn(403), hiredFreelancer: 200 },
  },
  // Published reviews are public, on every profile: the hired freelancer's, with the client's review.
  'GET /api/v1/review/user/:userId': {
    request: async (world) => {
      await publishedReviewOfWorld(world);
      return `${REVIEW}/user/${world.people.hiredFreelancer.user.id}`;
    },
    expect: everyone(200),
  },
  'GET /api/v1/review/pending': { request: () => `${REVIEW}/pending`, expect: signedIn(200) },

  // ---- /dispute: the client marked the hired freelancer's delivery incomplete.
  'GET /api/v1/dispute/job/:jobId': {
    request: async (world) => `${DISPUTE}/job/${(await disputeOfWorld(world)).jobId}`,
    expect: partiesAndAdmin(200),
  },
  'GET /api/v1/dispute/:disputeId': {
    request: async (world) => `${DISPUTE}/${(await disputeOfWorld(world)).disputeId}`,
    expect: partiesAndAdmin(200),
  },
  // The freelancer's side (the client gave hers when marking the work incomplete: 409).
  'POST /api/v1/dispute/:disputeId/statement': {
    request: async (world) => ({
      url: `${DISPUTE}/${(await openDispute(world)).disputeId}/statement`,
      body: { reason: 'The form works with the mail provider named in the brief; the footer pages were not in scope.' },
    }),
    expect: { ...disputeStep(200), client: 409 },
  },
  'POST /api/v1/dispute/:disputeId/messages': {
    request: async (world) => ({
      url: `${DISPUTE}/${(await openDispute(world)).disputeId}/messages`,
      files: { parts: [], fields: { message: 'Here is what the brief said.' } },
    }),
    expect: disputeStep(200),
  },
  'POST /api/v1/dispute/:disputeId/proposals': {
    request: async (world) => ({
      url: `${DISPUTE}/${(await openDispute(world)).disputeId}/proposals`,
      body: { outcome: 'close' },
    }),
    expect: disputeStep(200),
  },
  // The client proposed: the other party answers; the proposer may only withdraw.
  'POST /api/v1/dispute/:disputeId/proposals/:proposalId/accept': {
    request: async (world) => {
      const { disputeId, proposalId } = await proposedSettlement(world);
      return `${DISPUTE}/${disputeId}/proposals/${proposalId}/accept`;
    },
    expect: { ...disputeStep(200), client: 403 },
  },
  'POST /api/v1/dispute/:disputeId/proposals/:proposalId/decline': {
    request: async (world) => {
      const { disputeId, proposalId } = await proposedSettlement(world);
      return `${DISPUTE}/${disputeId}/proposals/${proposalId}/decline`;
    },
    expect: { ...disputeStep(200), client: 403 },
  },
  'POST /api/v1/dispute/:disputeId/proposals/:proposalId/withdraw': {
    request: async (world) => {
      const { disputeId, proposalId } = await proposedSettlement(world);
      return `${DISPUTE}/${disputeId}/proposals/${proposalId}/withdraw`;
    },
    expect: { ...disputeStep(403), client: 200 },
  },
  'POST /api/v1/dispute/:disputeId/escalate': {
    request: async (world) => `${DISPUTE}/${(await openDispute(world)).disputeId}/escalate`,
    expect: disputeStep(200),
  },
  // Admins decide an escalated dispute; the parties may not decide their own.
  'POST /api/v1/dispute/:disputeId/decision': {
    request: async (world) => ({
      url: `${DISPUTE}/${await escalatedDispute(world)}/decision`,
      body: {
        outcome: 'close',
        reason: 'The brief names the contact form; it must send. The footer pages were out of scope.',
      },
    }),
    expect: { ...signedIn(404), client: 403, hiredFreelancer: 403, admin: 200 },
  },
  'GET /api/v1/dispute/admin/queue': {
    request: () => `${DISPUTE}/admin/queue`,
    expect: { ...signedIn(403), admin: 200 },
  },
  'GET /api/v1/dispute/file/:fileId': {
    request: (world) => disputeFileUrl(world),
    expect: partiesAndAdmin(200),
  },
};
