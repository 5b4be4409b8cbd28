import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../disputes');
const attachments = () => import('../messages');
const files = () => import('../files');

/** An answer to the pending offer: every action answers with the dispute as it is now and what the caller may do next. */
const answer = schemasFrom(contracts, (c) => ({
  params: c.disputeProposalParams,
  response: { 200: c.disputeActionResponse },
}));
/** Accepting or deciding settles the dispute: the job takes its outcome (completed credits the freelancer). */
const SETTLES = ['job', 'own', 'schedule', 'user', 'notifications', 'disputes', 'reviews'] as const;
/**
 * The other steps tell the other party; the browser also refreshes the job's page and lists when
 * the dispute it shows is escalated (its status shows there).
 */
const TELLS = ['notifications', 'disputes', 'job'] as const;

/** /api/v1/dispute: disputes over work marked incomplete, and the admin queue (issue 12). */
export const disputeEndpoints = defineEndpoints('dispute', {
  getJobDispute: {
    method: 'GET',
    path: '/dispute/job/:jobId',
    summary: "A job's latest dispute, with what the caller may do now",
    access: 'signed-in',
    reads: ['disputes'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.disputeJobParams, response: { 200: c.disputeResponse } })),
  },
  getDispute: {
    method: 'GET',
    path: '/dispute/:disputeId',
    summary: 'A dispute, its thread and offers, and what the caller may do now',
    access: 'signed-in',
    reads: ['disputes'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.disputeIdParams, response: { 200: c.disputeResponse } })),
  },
  writeDisputeStatement: {
    method: 'POST',
    path: '/dispute/:disputeId/statement',
    summary: "A party's own side of the dispute, once",
    access: 'signed-in',
    changes: TELLS,
    schemas: schemasFrom(contracts, (c) => ({
      params: c.disputeIdParams,
      body: c.disputeStatementBody,
      response: { 200: c.disputeActionResponse },
    })),
  },
  postDisputeMessage: {
    method: 'POST',
    path: '/dispute/:disputeId/messages',
    summary: 'A message in the dispute thread, with up to five files (JSON for text alone, or multipart)',
    access: 'signed-in',
    changes: TELLS,
    schemas: schemasFrom(
      () => Promise.all([contracts(), attachments()]),
      ([c, { CHAT_ATTACHMENT_MAX_BYTES }]) => ({
        params: c.disputeIdParams,
        form: {
          json: c.disputeMessageFields,
          fields: c.disputeMessageFields,
          files: {
            [c.DISPUTE_FILE_FIELD]: {
              description: `After the message: up to ${c.DISPUTE_FILES_MAX_COUNT} JPG, PNG, PDF or ZIP files (evidence), each at most ${Math.round((CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024) * 10) / 10} MB.`,
              multiple: true,
            },
          },
        },
        response: { 200: c.disputeActionResponse },
      }),
    ),
  },
  proposeSettlement: {
    method: 'POST',
    path: '/dispute/:disputeId/proposals',
    summary: 'A settlement offer to the other party (one pending at a time)',
    access: 'signed-in',
    changes: TELLS,
    schemas: schemasFrom(contracts, (c) => ({
      params: c.disputeIdParams,
      body: c.disputeProposalBody,
      response: { 200: c.disputeActionResponse },
    })),
  },
  acceptDisputeProposal: {
    method: 'POST',
    path: '/dispute/:disputeId/proposals/:proposalId/accept',
    summary: 'The other party accepts the pending offer: the dispute is settled on its terms',
    access: 'signed-in',
    changes: SETTLES,
    schemas: answer,
  },
  declineDisputeProposal: {
    method: 'POST',
    path: '/dispute/:disputeId/proposals/:proposalId/decline',
    summary: 'The other party declines the pending offer',
    access: 'signed-in',
    changes: TELLS,
    schemas: answer,
  },
  withdrawDisputeProposal: {
    method: 'POST',
    path: '/dispute/:disputeId/proposals/:proposalId/withdraw',
    summary: 'The proposer withdraws their pending offer',
    access: 'signed-in',
    changes: TELLS,
    schemas: answer,
  },
  escalateDispute: {
    method: 'POST',
    path: '/dispute/:disputeId/escalate',
    summary: 'Either party asks an admin to decide now',
    access: 'signed-in',
    changes: TELLS,
    schemas: schemasFrom(contracts, (c) => ({ params: c.disputeIdParams, response: { 200: c.disputeActionResponse } })),
  },
  decideDispute: {
    method: 'POST',
    path: '/dispute/:disputeId/decision',
    summary: 'An admin decides an escalated dispute, with a written reason',
    access: 'signed-in',
    changes: SETTLES,
    schemas: schemasFrom(contracts, (c) => ({
      params: c.disputeIdParams,
      body: c.disputeDecisionBody,
      response: { 200: c.disputeActionResponse },
    })),
  },
  getDisputeQueue: {
    method: 'GET',
    path: '/dispute/admin/queue',
    summary: 'Disputes by status, escalated ones first by default, with the count waiting for a decision',
    access: { roles: ['admin'] },
    reads: ['disputes'],
    schemas: schemasFrom(contracts, (c) => ({ query: c.disputeQueueQuery, response: { 200: c.disputeQueueResponse } })),
  },
  getDisputeFile: {
    method: 'GET',
    path: '/dispute/file/:fileId',
    summary: "A file of a dispute thread, for the dispute's parties and admins",
    access: 'signed-in',
    schemas: schemasFrom(
      () => Promise.all([contracts(), files()]),
      ([c, { storedFileResponse }]) => ({ params: c.disputeFileParams, response: { 200: storedFileResponse } }),
    ),
  },
});
