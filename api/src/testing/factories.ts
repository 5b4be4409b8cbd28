import assert from 'node:assert/strict';
import type { Role } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { NewUser } from '../repositories/users';
import { Agent } from './agent';
import type { TestContext } from './test-app';

let counter = 0;

export interface BuiltUser {
  user: UserRow;
  email: string;
  password: string;
}

/** A user straight in the database (verified unless told otherwise). */
export async function buildUser(
  ctx: TestContext,
  overrides: Partial<NewUser> & { role?: Role | null; verified?: boolean; password?: string; noPassword?: boolean } = {},
): Promise<BuiltUser> {
  counter += 1;
  const { verified = true, password = `Sturdy-Pass-${counter}-${Date.now()}`, noPassword = false, ...rest } = overrides;
  const email = (rest.email ?? `user${counter}.${Date.now()}@example.test`).toLowerCase();
  ctx.emails.add(email);
  const user = await ctx.app.repos.users.create({
    fullName: `Test User ${counter}`,
    username: `user${counter}_${Date.now()}`,
    role: 'freelancer',
    ...rest,
    email,
    passwordHash: noPassword ? null : await hashPassword(password),
    emailVerifiedAt: verified ? new Date() : null,
  });
  return { user, email, password };
}

export const buildFreelancer = (ctx: TestContext) => buildUser(ctx, { role: 'freelancer' });
export const buildClient = (ctx: TestContext) => buildUser(ctx, { role: 'client' });
export const buildAdmin = (ctx: TestContext) => buildUser(ctx, { role: 'admin' });

/** An agent with a session made directly (accounts without a password, e.g. from Google). */
export async function sessionFor(ctx: TestContext, built: BuiltUser): Promise<Agent> {
  const agent = new Agent(ctx, built.email);
  const session = await ctx.app.repos.sessions.create(built.user.id);
  ctx.secrets.add(session.id);
  agent.cookies.set('freelane_sid', session.id);
  return agent;
}

/** An agent signed in through the real login route. */
export async function signIn(ctx: TestContext, built: BuiltUser): Promise<Agent> {
  const agent = new Agent(ctx, built.email);
  const response = await agent.post('/api/v1/user/login', { email: built.email, password: built.password });
  assert.equal(response.statusCode, 200, response.body);
  return agent;
}

export const blogInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'A test post',
  description: 'What this post is about.',
  content: [
    { subheading: 'First', text: 'First section text.' },
    { subheading: 'Second', text: 'Second section text.' },
  ],
  ...overrides,
});
