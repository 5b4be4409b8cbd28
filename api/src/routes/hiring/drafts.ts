import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  declineJobDraftBody,
  jobDraftBody,
  jobDraftIdParams,
  jobDraftResponse,
  jobDraftsQuery,
  jobDraftsResponse,
} from '@freelane/shared/contracts';
import { approveJobDraft, declineJobDraft, draftJob, withdrawJobDraft } from '../../commands/job-drafts';
import { forbidden } from '../../errors';
import { tags } from '../../lib/cache-tags';
import { paginationOf } from '../../lib/pagination';
import { perUserLimit } from '../../lib/rate-limits';
import { responses } from '../../lib/responses';
import { requireRole, requireUser } from '../../plugins/auth';
import { ownRead } from '../../plugins/read-cache';
import { presentJobDraft } from '../../presenters/job-draft';

/**
 * Jobs hiring assistants draft for their clients (issue 28): POST /hiring/drafts (the assistant),
 * GET /hiring/drafts?as=assistant|client (each their own), POST /hiring/drafts/{id}/approve and
 * /decline (the client), POST /hiring/drafts/{id}/withdraw (the assistant).
 */
const drafts: FastifyPluginAsyncZod = async (app) => {
  const actionSchema = { params: jobDraftIdParams, response: responses({ 200: jobDraftResponse }) };

  app.post(
    '/drafts',
    {
      // As many as Post A Job allows: a draft is a job waiting for its client.
      config: { changes: ['own', 'notifications'], rateLimit: perUserLimit(30, '10 minutes') },
      schema: { body: jobDraftBody, response: responses({ 201: jobDraftResponse }) },
    },
    async (request, reply) => {
      const assistant = await requireUser(request);
      const draft = await draftJob(app, assistant, request.body);
      return reply.status(201).send({
        success: true as const,
        message: `Draft sent to ${draft.client.fullName} for approval.`,
        draft,
      });
    },
  );

  app.get(
    '/drafts',
    { schema: { querystring: jobDraftsQuery, response: responses({ 200: jobDraftsResponse }) } },
    async (request) => {
      const { as, status, page, limit } = request.query;
      const user = as === 'client' ? await requireRole(request, 'client') : await requireUser(request);
      if (as === 'assistant' && user.hiringAssistantStatus !== 'Accepted') {
        throw forbidden('Only accepted hiring assistants draft jobs for clients.');
      }
      // The caller's own list; it also shows the two people's names and photos and the posted jobs.
      return ownRead(
        request,
        user.id,
        async () => {
          const { rows, total } = await app.repos.jobDrafts.listFor(as, user.id, status, { page, limit });
          return {
            success: true as const,
            drafts: rows.map(presentJobDraft),
            pagination: paginationOf({ page, limit }, total),
          };
        },
        {
          references: [tags.own(user.id)],
          referencesOf: (answer) =>
            answer.drafts.flatMap((draft) => [
              tags.user(draft.client._id),
              tags.user(draft.assistant._id),
              ...(draft.jobId ? [tags.job(draft.jobId)] : []),
            ]),
        },
      );
    },
  );

  app.post(
    '/drafts/:draftId/approve',
    {
      config: { changes: ['job', 'open-jobs', 'own', 'notifications'], rateLimit: perUserLimit(30, '10 minutes') },
      schema: actionSchema,
    },
    async (request) => {
      // Who else may not (its assistant: 403; anyone else: 404) is the command's to say.
      const client = await requireUser(request);
      const draft = await approveJobDraft(app, client, request.params.draftId);
      return { success: true as const, message: 'Job posted successfully.', draft };
    },
  );

  app.post(
    '/drafts/:draftId/decline',
    { config: { changes: ['own', 'notifications'] }, schema: { ...actionSchema, body: declineJobDraftBody } },
    async (request) => {
      const client = await requireUser(request);
      const draft = await declineJobDraft(app, client, request.params.draftId, request.body.reason);
      return { success: true as const, message: 'Draft declined.', draft };
    },
  );

  app.post(
    '/drafts/:draftId/withdraw',
    { config: { changes: ['own', 'notifications'] }, schema: actionSchema },
    async (request) => {
      const assistant = await requireUser(request);
      const draft = await withdrawJobDraft(app, assistant, request.params.draftId);
      return { success: true as const, message: 'Draft withdrawn.', draft };
    },
  );
};

export default drafts;
