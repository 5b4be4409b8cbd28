import {
  JOB_DRAFTS_PENDING_MAX,
  jobBody,
  type JobDraft,
  type JobDraftBody,
  type JobDraftStatus,
} from '@freelane/shared/contracts';
import type { CommandContext } from './command-context';
import type { HiringJobDraftRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { siteLinks } from '../lib/site-links';
import { presentJobDraft } from '../presenters/job-draft';
import { inTransaction } from '../repositories';
import { notifyEach } from './notify-each';

/**
 * Jobs a hiring assistant drafts for a client (spec job-lifecycle §1 "posts jobs for them"; issue
 * 28). The assistant drafts, the client approves (which posts the job as the client's own, exactly as
 * Post A Job does) or declines; the assistant may withdraw a draft still waiting. Each step tells the
 * other party.
 */

const DECIDED: Record<Exclude<JobDraftStatus, 'pending'>, string> = {
  approved: 'approved and posted',
  declined: 'declined',
  withdrawn: 'withdrawn',
};

function alreadyDecided(status: JobDraftStatus | undefined) {
  const done = status && status !== 'pending' ? DECIDED[status] : 'decided';
  return conflict(`This draft was already ${done}.`, 'JOB_DRAFT_NOT_PENDING');
}

async function draftView(app: CommandContext, id: string): Promise<JobDraft> {
  const view = await app.repos.jobDrafts.view(id);
  if (!view) throw notFound('Draft not found.', 'JOB_DRAFT_NOT_FOUND');
  return presentJobDraft(view);
}

/**
 * The draft, for one of its two parties acting as `party`: anyone else gets 404 (a draft is private to
 * the two), the other party 403 with who may.
 */
async function loadDraftFor(
  app: CommandContext,
  user: UserRow,
  id: string,
  party: 'client' | 'assistant',
): Promise<HiringJobDraftRow> {
  const draft = await app.repos.jobDrafts.byId(id);
  if (!draft || (draft.clientId !== user.id && draft.assistantId !== user.id)) {
    throw notFound('Draft not found.', 'JOB_DRAFT_NOT_FOUND');
  }
  if (party === 'client' && draft.clientId !== user.id) {
    throw forbidden('Only the client this job was drafted for can approve or decline it.', 'NOT_DRAFT_CLIENT');
  }
  if (party === 'assistant' && draft.assistantId !== user.id) {
    throw forbidden('Only the hiring assistant who drafted this job can withdraw it.', 'NOT_DRAFT_ASSISTANT');
  }
  return draft;
}

/** POST /hiring/drafts: an accepted assistant drafts a job for a client who appointed them. */
export async function draftJob(app: CommandContext, assistant: UserRow, body: JobDraftBody): Promise<JobDraft> {
  if (assistant.hiringAssistantStatus !== 'Accepted') {
    throw forbidden('Only accepted hiring assistants can draft jobs for clients.');
  }
  const result = await app.repos.jobDrafts.create(
    assistant.id,
    body.clientId,
    body.job,
    app.clock.now(),
    JOB_DRAFTS_PENDING_MAX,
  );
  if (result.kind === 'not-appointed') {
    throw forbidden(
      'You can draft jobs only for a client who appointed you as their hiring assistant, while that appointment lasts.',
      'NOT_APPOINTED',
    );
  }
  if (result.kind === 'too-many') {
    const client = await app.repos.users.findById(body.clientId);
    throw conflict(
      `You already have ${JOB_DRAFTS_PENDING_MAX} drafts waiting for ${client?.fullName ?? 'this client'}. ` +
        'Wait for an answer, or withdraw one, before drafting another.',
      'TOO_MANY_PENDING_DRAFTS',
    );
  }
  const draft = await draftView(app, result.draft.id);
  await notifyEach(app, [
    {
      userId: draft.client._id,
      senderId: assistant.id,
      category: 'Job',
      type: 'jobDraftReceived',
      message: `${assistant.fullName} drafted a job for you: "${draft.job.title}". Approve it to post it, or decline it.`,
      link: siteLinks.clientJobDrafts(),
    },
  ]);
  return draft;
}

/**
 * POST /hiring/drafts/{id}/approve: in one transaction the draft is marked approved (a guarded update:
 * of two approvals at once, one finds it pending), the job is created as Post A Job creates it, owned
 * by the client and open for proposals, and the draft names it.
 */
export async function approveJobDraft(app: CommandContext, client: UserRow, id: string): Promise<JobDraft> {
  const existing = await loadDraftFor(app, client, id, 'client');
  if (existing.status !== 'pending') throw alreadyDecided(existing.status);
  // Post A Job's own validation, again: the draft was valid when written, but its deadline may have passed.
  const job = jobBody.safeParse(existing.job);
  if (!job.success) {
    throw conflict(
      `This draft can no longer be posted: ${job.error.issues[0]?.message ?? 'it is not a valid job.'} ` +
        'Decline it and ask your hiring assistant for a new one.',
      'JOB_DRAFT_OUTDATED',
    );
  }
  const now = app.clock.now();
  const approved = await inTransaction(app, async (repos) => {
    const row = await repos.jobDrafts.approve(id, client.id, now);
    if (!row) return null;
    const posted = await repos.jobs.create(client.id, job.data, now);
    return repos.jobDrafts.recordPostedJob(row.id, posted.id);
  });
  if (!approved) throw alreadyDecided((await app.repos.jobDrafts.byId(id))?.status);
  // Issue 37: the posted job's saved-search alerts (never its assistant's), off this request.
  app.scheduler.runSoon('matchJobAlerts');
  const draft = await draftView(app, approved.id);
  await notifyEach(app, [
    {
      userId: approved.assistantId,
      senderId: client.id,
      category: 'Job',
      type: 'jobDraftApproved',
      message: `${client.fullName} approved your draft "${draft.job.title}": it is posted and open for proposals.`,
      link: siteLinks.assistantJobDrafts(),
    },
  ]);
  return draft;
}

/** POST /hiring/drafts/{id}/decline: the client says no, optionally why. */
export async function declineJobDraft(
  app: CommandContext,
  client: UserRow,
  id: string,
  reason: string | undefined,
): Promise<JobDraft> {
  const existing = await loadDraftFor(app, client, id, 'client');
  if (existing.status !== 'pending') throw alreadyDecided(existing.status);
  const declined = await app.repos.jobDrafts.decline(id, client.id, reason || null, app.clock.now());
  if (!declined) throw alreadyDecided((await app.repos.jobDrafts.byId(id))?.status);
  const draft = await draftView(app, declined.id);
  await notifyEach(app, [
    {
      userId: declined.assistantId,
      senderId: client.id,
      category: 'Job',
      type: 'jobDraftDeclined',
      message: `${client.fullName} declined your draft "${draft.job.title}"${reason ? `: ${reason}` : '.'}`,
      link: siteLinks.assistantJobDrafts(),
    },
  ]);
  return draft;
}

/** POST /hiring/drafts/{id}/withdraw: the assistant takes back a draft still waiting. */
export async function withdrawJobDraft(app: CommandContext, assistant: UserRow, id: string): Promise<JobDraft> {
  const existing = await loadDraftFor(app, assistant, id, 'assistant');
  if (existing.status !== 'pending') throw alreadyDecided(existing.status);
  const withdrawn = await app.repos.jobDrafts.withdraw(id, assistant.id, app.clock.now());
  if (!withdrawn) throw alreadyDecided((await app.repos.jobDrafts.byId(id))?.status);
  const draft = await draftView(app, withdrawn.id);
  await notifyEach(app, [
    {
      userId: withdrawn.clientId,
      senderId: assistant.id,
      category: 'Job',
      type: 'jobDraftWithdrawn',
      message: `${assistant.fullName} withdrew the draft "${draft.job.title}".`,
      link: siteLinks.clientJobDrafts(),
    },
  ]);
  return draft;
}
