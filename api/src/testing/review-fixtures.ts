import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { JobReviewsResponse, Review, SubmitReviewBody } from '@freelane/shared/contracts';
import { reviewWindows, reviews, users } from '../db/schema';
import type { Agent } from './agent';
import { buildJob, type BuiltUser } from './factories';
import type { TestContext } from './test-app';
import { acceptWork, buildHiredJob, submitWork, zipPart, type HiredJob } from './work-fixtures';

/** A job delivered and accepted through the API, so its window opened the way it does for users. */
export async function buildCompletedJob(ctx: TestContext, title?: string): Promise<HiredJob> {
  const hired = await buildHiredJob(ctx, { title });
  assert.equal((await submitWork(hired.freelancerAgent, hired.job.id, zipPart())).statusCode, 200);
  const accepted = await acceptWork(hired.clientAgent, hired.job.id);
  assert.equal(accepted.statusCode, 200, accepted.body);
  return hired;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A job of `client` that `freelancer` delivered, accepted by the client through the API. */
export async function completeJobBetween(
  ctx: TestContext,
  client: { built: BuiltUser; agent: Agent },
  freelancer: BuiltUser,
  title?: string,
) {
  const now = ctx.app.clock.now();
  const job = await buildJob(ctx, client.built, {
    ...(title ? { title } : {}),
    status: 'paused',
    hiredFreelancerId: freelancer.user.id,
    hiredAt: now,
    submittedAt: now,
    clientReviewDeadline: new Date(now.getTime() + 5 * DAY_MS),
  });
  const accepted = await acceptWork(client.agent, job.id);
  assert.equal(accepted.statusCode, 200, accepted.body);
  return job;
}

export const reviewInput = (overrides: Partial<Record<keyof SubmitReviewBody, unknown>> = {}) => ({
  overall: 5,
  communication: 4,
  quality: 5,
  timeliness: 3,
  comment: 'Clear brief, quick answers and a fair review of every delivery. Would work together again.',
  ...overrides,
});

export const submitReview = (agent: Agent, jobId: string, body: object = reviewInput()) =>
  agent.post(`/api/v1/review/job/${jobId}`, body);
export const replyTo = (agent: Agent, reviewId: string, reply = 'Thank you, it was a pleasure to work on this.') =>
  agent.post(`/api/v1/review/${reviewId}/reply`, { reply });

/** GET /review/job/{jobId} as `agent`, asserted 200. */
export async function jobReviews(agent: Agent, jobId: string): Promise<JobReviewsResponse> {
  const response = await agent.get(`/api/v1/review/job/${jobId}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** Submits and returns the stored review (asserted 201). */
export async function writeReview(agent: Agent, jobId: string, body: object = reviewInput()): Promise<Review> {
  const response = await submitReview(agent, jobId, body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().review;
}

export const windowRow = async (ctx: TestContext, jobId: string) =>
  (await ctx.app.db.select().from(reviewWindows).where(eq(reviewWindows.jobId, jobId)))[0];
export const reviewRows = (ctx: TestContext, jobId: string) =>
  ctx.app.db.select().from(reviews).where(eq(reviews.jobId, jobId));
export const ratingColumns = async (ctx: TestContext, userId: string) =>
  (
    await ctx.app.db
      .select({ count: users.ratingCount, total: users.ratingTotal })
      .from(users)
      .where(eq(users.id, userId))
  )[0];
