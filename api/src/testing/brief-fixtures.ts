import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { jobs, notifications, projectBriefs } from '../db/schema';
import type { Agent } from './agent';
import { buildUser, signIn, type BuiltUser } from './factories';
import type { TestContext } from './test-app';

let counter = 0;

/** A valid project brief body (proposeJob / updateProposedJob). */
export const briefInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Monthly care plan for the studio site',
  description: 'Look after the site each month: updates, a working sign-up and small text changes.',
  delivarables: 'A monthly update and a short report of what changed.',
  salary: 180,
  duration: '2week',
  budgetType: 'fixed',
  ...overrides,
});

export const proposeBrief = (agent: Agent, toUserId: string, body: Record<string, unknown> = briefInput()) =>
  agent.post(`/api/v1/job/proposeJob/${toUserId}`, body);
export const updateBrief = (agent: Agent, briefId: string, body: Record<string, unknown> = briefInput()) =>
  agent.post(`/api/v1/job/updateProposedJob/${briefId}`, body);
export const deleteBrief = (agent: Agent, briefId: string) => agent.delete(`/api/v1/job/deleteProposedJob/${briefId}`);
export const confirmBrief = (agent: Agent, briefId: string) =>
  agent.csrfGet(`/api/v1/job/confirmProposedJob/${briefId}`);
export const declineBrief = (agent: Agent, briefId: string, body?: Record<string, unknown>) =>
  agent.post(`/api/v1/job/declineProposedJob/${briefId}`, body);

export interface BriefParties {
  client: BuiltUser;
  freelancer: BuiltUser;
  clientAgent: Agent;
  freelancerAgent: Agent;
}

/** A client and a freelancer, both signed in (a client may always write to a freelancer first). */
export async function buildBriefParties(ctx: TestContext): Promise<BriefParties> {
  counter += 1;
  const client = await buildUser(ctx, { role: 'client', fullName: `Clara Client ${counter}` });
  const freelancer = await buildUser(ctx, { role: 'freelancer', fullName: `Ava Freelancer ${counter}` });
  return { client, freelancer, clientAgent: await signIn(ctx, client), freelancerAgent: await signIn(ctx, freelancer) };
}

/** The client proposes a brief to the freelancer; resolves to the brief's id. */
export async function proposedBrief(
  parties: BriefParties,
  body: Record<string, unknown> = briefInput(),
): Promise<string> {
  const response = await proposeBrief(parties.clientAgent, parties.freelancer.user.id, body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().messageData.projectBrief[0]._id as string;
}

export const briefRow = async (ctx: TestContext, id: string) =>
  (await ctx.app.db.select().from(projectBriefs).where(eq(projectBriefs.id, id)))[0];
export const jobsOwnedBy = (ctx: TestContext, ownerId: string) =>
  ctx.app.db.select().from(jobs).where(eq(jobs.ownerId, ownerId));
export const notificationsFor = (ctx: TestContext, userId: string) =>
  ctx.app.db.select().from(notifications).where(eq(notifications.userId, userId));
