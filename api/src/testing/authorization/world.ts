import type { JobRow } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { Agent } from '../agent';
import { buildApplication, buildJob, sessionFor, type BuiltUser } from '../factories';
import type { FilePart } from '../multipart';
import type { TestContext } from '../test-app';

/**
 * The authorization matrix (issue 14): every API route is sent, with a valid request, by each of six
 * actors, and the status each gets is written in a table beside its area. A route missing from the
 * tables fails the test, so a new endpoint cannot ship without someone deciding who may call it.
 */
export const ACTORS = ['anonymous', 'freelancer', 'client', 'otherClient', 'hiredFreelancer', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Person = Exclude<Actor, 'anonymous'>;
export type Expected = Record<Actor, number>;

/**
 * Who is who, relative to the world's objects:
 * - client: owns `hiredJob` (and any job a case builds for "the client");
 * - hiredFreelancer: hired on `hiredJob` (its accepted proposal is `hiredApplication`);
 * - freelancer: a freelancer with no tie to the client (cases give them one when the route needs it);
 * - otherClient: a client with no tie to anyone;
 * - admin.
 */
export interface World {
  ctx: TestContext;
  people: Record<Person, BuiltUser>;
  /** The password every person of the world signs in with. */
  password: string;
  hiredJob: JobRow;
  hiredApplicationId: string;
  /** A fresh agent for the actor: a session of its own, so a cell that ends or changes it leaves the rest alone. */
  agentFor(actor: Actor): Promise<Agent>;
  /** A fresh open job owned by the client (for cells that change or delete what they are sent). */
  openJob(overrides?: Parameters<typeof buildJob>[2]): Promise<JobRow>;
}

/** What one cell sends; the method comes from the route. */
export interface CellRequest {
  url: string;
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  files?: { parts: FilePart[]; fields?: Record<string, string> };
  headers?: Record<string, string>;
  /** Whose account the cell signs in to without a session (anonymous logging in): their e-mail may come back. */
  signsInAs?: Person;
  /**
   * An account of the cell's own it signs in to (its e-mail may come back), for a sign-in that would
   * change a person of the world (issue 38's second step: two-step sign-in on).
   */
  signsInAsEmail?: string;
  /** Cookies the browser already holds from an earlier step (issue 38: the pending second step's). */
  cookies?: Record<string, string>;
}

export interface AuthorizationCase {
  /** Builds what this cell needs (fresh per cell when the request changes it) and the request. */
  request(world: World, actor: Actor): Promise<CellRequest | string> | CellRequest | string;
  expect: Expected;
}

/** One area's entries, keyed `METHOD /api/v1/...` exactly as the route is registered. */
export type CaseTable = Record<string, AuthorizationCase>;

/** Every actor gets `status`. */
export const everyone = (status: number): Expected => ({
  anonymous: status,
  freelancer: status,
  client: status,
  otherClient: status,
  hiredFreelancer: status,
  admin: status,
});
/** Anonymous gets 401; every signed-in actor gets `status`. */
export const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });

/** A setup built once per world however many cells ask (for what the requests only read). */
export function oncePerWorld<T>(build: (world: World) => Promise<T>): (world: World) => Promise<T> {
  const made = new WeakMap<World, Promise<T>>();
  return (world) => {
    let value = made.get(world);
    if (!value) {
      value = build(world);
      made.set(world, value);
    }
    return value;
  };
}

const PASSWORD = 'Matrix-Sturdy-Pass-2026';
let passwordHash: Promise<string> | undefined;
let worlds = 0;

/** A new world: five people and a hired job, written straight to the database. */
export async function buildWorld(ctx: TestContext): Promise<World> {
  worlds += 1;
  passwordHash ??= hashPassword(PASSWORD); // argon2 once per run, not once per person
  const hash = await passwordHash;
  const person = async (key: Person, role: 'client' | 'freelancer' | 'admin'): Promise<BuiltUser> => {
    const email = `matrix.${key.toLowerCase()}.${worlds}.${Date.now()}@example.test`;
    ctx.emails.add(email);
    const user = await ctx.app.repos.users.create({
      fullName: `Matrix ${key} ${worlds}`,
      username: `matrix_${key.toLowerCase()}_${worlds}_${Date.now()}`,
      role,
      email,
      passwordHash: hash,
      emailVerifiedAt: new Date(),
    });
    return { user, email, password: PASSWORD };
  };
  const people: Record<Person, BuiltUser> = {
    freelancer: await person('freelancer', 'freelancer'),
    client: await person('client', 'client'),
    otherClient: await person('otherClient', 'client'),
    hiredFreelancer: await person('hiredFreelancer', 'freelancer'),
    admin: await person('admin', 'admin'),
  };
  const now = ctx.app.clock.now();
  const hiredJob = await buildJob(ctx, people.client, {
    status: 'progress',
    hiredFreelancerId: people.hiredFreelancer.user.id,
    hiredAt: now,
  });
  const hiredApplication = await buildApplication(ctx, hiredJob, people.hiredFreelancer, { status: 'accepted' });

  return {
    ctx,
    people,
    password: PASSWORD,
    hiredJob,
    hiredApplicationId: hiredApplication.id,
    async agentFor(actor) {
      const agent = actor === 'anonymous' ? new Agent(ctx) : await sessionFor(ctx, people[actor]);
      await agent.get('/api/v1/health'); // the CSRF cookie, as a page load gives the browser
      return agent;
    },
    openJob: (overrides = {}) => buildJob(ctx, people.client, overrides),
  };
}
