import assert from 'node:assert/strict';
import type { Role } from '@freelane/shared/contracts';
import { applications, jobs, type ApplicationRow, type JobRow, type UserRow } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { NewUser } from '../repositories/users';
import { Agent } from './agent';
import type { TestContext } from './test-app';

type NewJobRow = typeof jobs.$inferInsert;
type NewApplicationRow = typeof applications.$inferInsert;

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

const DAY_MS = 24 * 60 * 60 * 1000;
/** A yyyy-MM-dd date `days` after the app's clock (negative: in the past). */
export const isoDateIn = (ctx: TestContext, days: number) =>
  new Date(ctx.app.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A valid POST /job/postJob body. */
export const jobInput = (ctx: TestContext, overrides: Record<string, unknown> = {}) => ({
  title: 'Landing page redesign',
  category: 'Web Development',
  rank: 'intermediate',
  description: 'Redesign our landing page: a new hero, three feature blocks, pricing and a contact form.',
  skills: ['React', ' CSS ', 'react', ''],
  jobType: 'oneTime',
  duration: '1to2Weeks',
  budgetType: 'fixed',
  salary: 750,
  applicationDeadline: isoDateIn(ctx, 14),
  ...overrides,
});

/** A valid proposal body (apply / update application). */
export const proposalInput = (overrides: Record<string, unknown> = {}) => ({
  coverLetter: 'I have built many landing pages for small companies. '.repeat(4),
  yourApproach: 'Wireframes first, then a responsive build with tests.',
  estimatedTimeLine: '1to2Weeks',
  yourBid: 700,
  portfolio: 'https://portfolio.example.test/ava',
  questionsForClient: 'Do you have brand guidelines?',
  paymentDeliveryTerms: 'fixed',
  ...overrides,
});

/** A job straight in the database (open, owned by `owner`) unless overrides say otherwise. */
export async function buildJob(ctx: TestContext, owner: BuiltUser, overrides: Partial<NewJobRow> = {}): Promise<JobRow> {
  counter += 1;
  const now = ctx.app.clock.now();
  const [job] = await ctx.app.db
    .insert(jobs)
    .values({
      ownerId: owner.user.id,
      title: `Job ${counter}`,
      category: 'Web Development',
      rank: 'intermediate',
      description: 'A job built by the test factory, long enough to satisfy every rule of the form.',
      skills: ['Communication'],
      jobType: 'oneTime',
      duration: '1to2Weeks',
      budgetType: 'fixed',
      salary: 500,
      applicationDeadline: isoDateIn(ctx, 14),
      status: 'active',
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  ctx.app.readCache.clear(); // written behind the API's back: cached open-job totals must not lag
  return job;
}

/** A pending proposal straight in the database. */
export async function buildApplication(
  ctx: TestContext,
  job: JobRow,
  applicant: BuiltUser,
  overrides: Partial<NewApplicationRow> = {},
): Promise<ApplicationRow> {
  const now = ctx.app.clock.now();
  const [application] = await ctx.app.db
    .insert(applications)
    .values({
      jobId: job.id,
      applicantId: applicant.user.id,
      status: 'pending',
      coverLetter: 'A cover letter from the test factory. '.repeat(5),
      yourApproach: 'An approach from the test factory.',
      estimatedTimeLine: '1to2Weeks',
      yourBid: 450,
      portfolio: null,
      questionsForClient: '',
      paymentDeliveryTerms: 'fixed',
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  ctx.app.readCache.clear(); // its job's applicant count may be cached in the public list
  return application;
}
