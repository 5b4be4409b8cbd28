import type { hiringEndpoints } from '@freelane/shared/endpoints';
import {
  approveJobDraft as approve,
  declineJobDraft as decline,
  draftJob as draft,
  withdrawJobDraft as withdraw,
} from '../../commands/job-drafts';
import type { Handler, Implementation } from '../../endpoints/handlers';
import { forbidden } from '../../errors';
import { tags } from '../../lib/cache-tags';
import { paginationOf } from '../../lib/pagination';
import { perUserLimit } from '../../lib/rate-limits';
import { requireRole } from '../../plugins/auth';
import { ownRead } from '../../plugins/read-cache';
import { presentJobDraft } from '../../presenters/job-draft';

// Jobs hiring assistants draft for their clients (issue 28): POST /hiring/drafts (the assistant),
// GET /hiring/drafts?as=assistant|client (each their own), POST /hiring/drafts/{id}/approve and
// /decline (the client), POST /hiring/drafts/{id}/withdraw (the assistant). Who else may not (an
// assistant approving: 403; anyone else: 404) is the commands' to say.

/** POST /hiring/drafts (201). As many as Post A Job allows: a draft is a job waiting for its client. */
export const draftJob: Implementation<typeof hiringEndpoints.draftJob> = {
  rateLimit: perUserLimit(30, '10 minutes'),
  handler: async ({ app, user, body }) => {
    const saved = await draft(app, user, body);
    return { success: true as const, message: `Draft sent to ${saved.client.fullName} for approval.`, draft: saved };
  },
};

/** GET /hiring/drafts: the caller's own drafts, as the assistant who wrote them or the client they are for. */
export const getJobDrafts: Handler<typeof hiringEndpoints.getJobDrafts> = async ({ app, request, user, query }) => {
  const { as, status, page, limit } = query;
  // Which role may ask depends on `as`: the definition's access is 'signed-in', the rest is here.
  if (as === 'client') await requireRole(request, 'client');
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
        answer.drafts.flatMap((row) => [
          tags.user(row.client._id),
          tags.user(row.assistant._id),
          ...(row.jobId ? [tags.job(row.jobId)] : []),
        ]),
    },
  );
};

/** POST /hiring/drafts/{draftId}/approve: the client posts the drafted job as its own. */
export const approveJobDraft: Implementation<typeof hiringEndpoints.approveJobDraft> = {
  rateLimit: perUserLimit(30, '10 minutes'),
  handler: async ({ app, user, params }) => {
    const approved = await approve(app, user, params.draftId);
    return { success: true as const, message: 'Job posted successfully.', draft: approved };
  },
};

/** POST /hiring/drafts/{draftId}/decline: the client declines, optionally saying why. */
export const declineJobDraft: Handler<typeof hiringEndpoints.declineJobDraft> = async ({ app, user, params, body }) => {
  const declined = await decline(app, user, params.draftId, body.reason);
  return { success: true as const, message: 'Draft declined.', draft: declined };
};

/** POST /hiring/drafts/{draftId}/withdraw: the assistant withdraws a draft still waiting. */
export const withdrawJobDraft: Handler<typeof hiringEndpoints.withdrawJobDraft> = async ({ app, user, params }) => {
  const withdrawn = await withdraw(app, user, params.draftId);
  return { success: true as const, message: 'Draft withdrawn.', draft: withdrawn };
};
