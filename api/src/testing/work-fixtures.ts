import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { JobStatus } from '@freelane/shared/contracts';
import { jobs, notifications, users, type JobRow } from '../db/schema';
import type { Agent } from './agent';
import { RAR5_HEAD, zipOf } from './archives';
import { type BuiltUser, buildUser, signIn } from './factories';
import { multipart, type FilePart } from './multipart';
import type { TestContext } from './test-app';

let counter = 0;

export interface HiredJob {
  job: JobRow;
  client: BuiltUser;
  freelancer: BuiltUser;
  clientAgent: Agent;
  freelancerAgent: Agent;
}

/**
 * A job straight in the database with a client and (unless status is active) a hired freelancer:
 * the work/review routes start where the application flow ends.
 */
export async function buildHiredJob(
  ctx: TestContext,
  overrides: { status?: JobStatus; title?: string; clientReviewDeadline?: Date | null; reviewChance?: boolean } = {},
): Promise<HiredJob> {
  counter += 1;
  const client = await buildUser(ctx, { role: 'client', fullName: `Client ${counter}` });
  const freelancer = await buildUser(ctx, { role: 'freelancer', fullName: `Freelancer ${counter}` });
  const status = overrides.status ?? 'progress';
  const now = ctx.app.clock.now();
  const [job] = await ctx.app.db
    .insert(jobs)
    .values({
      ownerId: client.user.id,
      title: overrides.title ?? `Landing page redesign ${counter}`,
      category: 'Web Development',
      rank: 'intermediate',
      description: 'A landing page redesign with a hero, three feature blocks and a contact form.',
      skills: ['React', 'CSS'],
      jobType: 'oneTime',
      duration: '1to2Weeks',
      budgetType: 'fixed',
      salary: 750,
      applicationDeadline: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      status,
      hiredFreelancerId: status === 'active' ? null : freelancer.user.id,
      hiredAt: status === 'active' ? null : now,
      clientReviewDeadline: overrides.clientReviewDeadline ?? null,
      reviewChance: overrides.reviewChance ?? false,
    })
    .returning();
  ctx.app.readCache.clear(); // written behind the API's back: cached open-job totals must not lag
  return {
    job,
    client,
    freelancer,
    clientAgent: await signIn(ctx, client),
    freelancerAgent: await signIn(ctx, freelancer),
  };
}

export const zipPart = (filename = 'site.zip', data: Buffer = zipOf('index.html', '<h1>Hello</h1>')): FilePart => ({
  name: 'files',
  filename,
  contentType: 'application/zip',
  data,
});
export const rarPart = (filename = 'assets.rar'): FilePart => ({
  name: 'files',
  filename,
  contentType: 'application/vnd.rar',
  data: RAR5_HEAD,
});

export const submitWork = (agent: Agent, jobId: string, ...files: FilePart[]) => {
  const body = multipart(files);
  return agent.request({ method: 'POST', url: `/api/v1/job/submitWork/${jobId}`, payload: body.payload, headers: body.headers });
};
/** As axios sends it: the CSRF header on every request, GET included. */
export const acceptWork = (agent: Agent, jobId: string) => agent.csrfGet(`/api/v1/job/acceptWork/${jobId}`);
/** Mark As Incomplete, with the client's reason (`?reason=`) when given. */
export const incompleteWork = (agent: Agent, jobId: string, reason?: string) =>
  agent.csrfGet(`/api/v1/job/incompleteWork/${jobId}${reason === undefined ? '' : `?reason=${encodeURIComponent(reason)}`}`);
export const reviewWork = (agent: Agent, jobId: string, changes = 'Please make the hero image larger and fix the footer links.') =>
  agent.post(`/api/v1/job/reviewWork/${jobId}`, { changes });

export const jobRow = async (ctx: TestContext, id: string) => (await ctx.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];
export const projectsOf = async (ctx: TestContext, userId: string) =>
  (await ctx.app.db.select({ n: users.projectCompleted }).from(users).where(eq(users.id, userId)))[0].n;
export const notificationsOf = (ctx: TestContext, userId: string) =>
  ctx.app.db.select().from(notifications).where(eq(notifications.userId, userId));

export const DISPUTE_API = '/api/v1/dispute';
export const CLIENT_REASON = 'The contact form sends nothing and the footer links lead to empty pages.';
export const FREELANCER_REASON = 'The form works with the mail provider named in the brief; the footer pages were not in scope.';

export interface DisputedJob extends HiredJob {
  disputeId: string;
}

/**
 * A hired job whose delivered work the client marked incomplete through the real routes (with a
 * reason unless `reason` is null): its dispute is open.
 */
export async function buildDisputedJob(
  ctx: TestContext,
  options: { title?: string; reason?: string | null } = {},
): Promise<DisputedJob> {
  const hired = await buildHiredJob(ctx, { title: options.title });
  const submitted = await submitWork(hired.freelancerAgent, hired.job.id, zipPart());
  assert.equal(submitted.statusCode, 200, submitted.body);
  const reason = options.reason === undefined ? CLIENT_REASON : (options.reason ?? undefined);
  const marked = await incompleteWork(hired.clientAgent, hired.job.id, reason);
  assert.equal(marked.statusCode, 200, marked.body);
  const dispute = await hired.clientAgent.get(`${DISPUTE_API}/job/${hired.job.id}`);
  assert.equal(dispute.statusCode, 200, dispute.body);
  return { ...hired, job: await jobRow(ctx, hired.job.id), disputeId: dispute.json().dispute._id };
}
