import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { isTolerantEnum, UNKNOWN_VALUE } from '@freelane/shared/contracts';
import { routesToTest } from '../testing/api-routes';
import type { ZodType } from 'zod';
import { buildClient, buildFreelancer, buildJob, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

interface Found {
  path: string;
  schema: ZodType;
}

/** Every enum in a schema, with its path, and whether tolerantEnum made it (then not looked into). */
function enumsIn(
  schema: ZodType,
  path: string,
  found: { strict: Found[]; tolerant: Found[] },
  seen = new Set<ZodType>(),
): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  if (isTolerantEnum(schema)) {
    found.tolerant.push({ path, schema });
    return;
  }
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, at: string): void => enumsIn(inner as ZodType, at, found, seen);
  switch (def.type) {
    case 'enum':
      found.strict.push({ path, schema });
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, ZodType>)) walk(value, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      return;
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    case 'union':
      return (def.options as ZodType[]).forEach((option, index) => walk(option, `${path}|${index}`));
    case 'intersection':
      walk(def.left, path);
      return walk(def.right, path);
    case 'record':
      walk(def.keyType, `${path}{key}`);
      return walk(def.valueType, `${path}{}`);
    case 'tuple':
      return (def.items as ZodType[]).forEach((item, index) => walk(item, `${path}[${index}]`));
    case 'pipe':
      walk(def.in, path);
      return walk(def.out, path);
    case 'lazy':
      return walk((def.getter as () => ZodType)(), path);
    default:
      return;
  }
}

function responseEnums() {
  const found = { strict: [] as Found[], tolerant: [] as Found[] };
  for (const route of routesToTest(ctx.app)) {
    const responses = (route.schema?.response ?? {}) as Record<string, ZodType>;
    for (const [status, schema] of Object.entries(responses)) {
      if (/^[23]/.test(status)) enumsIn(schema, `${route.method} ${route.url} ${status}`, found);
    }
  }
  return found;
}

describe('stored values a newer release may write', () => {
  it('every enum in every route\'s success response is tolerant (an unknown value answers "unknown", never a 500)', () => {
    const { strict, tolerant } = responseEnums();
    assert.equal(
      strict.length,
      0,
      `use tolerantEnum (shared/src/contracts/tolerant-enum.ts) in these response schemas:\n${strict.map((item) => item.path).join('\n')}`,
    );
    assert.ok(tolerant.length > 50, `the walk reached the response enums (${tolerant.length})`);
    for (const { path, schema } of tolerant) {
      assert.equal(schema.parse('a-value-from-a-newer-release'), UNKNOWN_VALUE, path);
    }
  });

  it('serves a job, its owner and a notification whose stored values this release does not know', async () => {
    const client = await buildClient(ctx);
    const freelancer = await buildFreelancer(ctx);
    const job = await buildJob(ctx, client);
    // As a newer release would have it: its new values allowed and stored (expand).
    await ctx.app.db.execute(sql.raw('ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check"'));
    await ctx.app.db.execute(
      sql`UPDATE "jobs" SET "status" = 'archived', "rank" = 'guru', "duration" = 'forever' WHERE "id" = ${job.id}`,
    );
    await ctx.app.db.execute(sql`UPDATE "users" SET "role" = 'moderator' WHERE "id" = ${freelancer.user.id}`);
    await ctx.app.db.execute(
      sql`INSERT INTO "notifications" ("user_id", "message", "category", "type") VALUES (${client.user.id}, 'From a newer release', 'Badges', 'badge_earned')`,
    );
    ctx.app.readCache.clear();

    const asClient = await signIn(ctx, client);
    const read = await asClient.get(`/api/v1/job/getJob/${job.id}`);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(
      [read.json().job.status, read.json().job.rank, read.json().job.duration],
      ['unknown', 'unknown', 'unknown'],
    );
    const notifications = await asClient.get('/api/v1/notification/getNotifications');
    assert.equal(notifications.statusCode, 200, notifications.body);
    assert.ok(
      notifications.json().notifications.some((item: { category: string }) => item.category === 'unknown'),
      notifications.body,
    );
    const profile = await (await signIn(ctx, freelancer)).get('/api/v1/user/profile');
    assert.equal(profile.statusCode, 200, profile.body);
    assert.equal(profile.json().user.role, 'unknown');
  });
});
