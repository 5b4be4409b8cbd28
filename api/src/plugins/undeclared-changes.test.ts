import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Config } from '../config';
import { Agent } from '../testing/agent';
import { buildTestApp } from '../testing/test-app';

/**
 * A write that changes cached data its route did not declare (issue 35): the request fails in
 * tests and in development (`npm run dev`), so whoever adds the write sees it at once; production
 * keeps the write and logs the route. A repository reports a committed write to `app.changes`:
 * here the route reports one of a kind (`job`) it does not declare, and one it declares.
 */
async function undeclaredWrite(env: Config['env']) {
  const lines: string[] = [];
  const ctx = await buildTestApp({
    config: { env },
    logStream: { write: (line) => lines.push(line) },
    extend: (app) => {
      app.post('/test/writes', { config: { changes: ['notifications'] } }, async (request) => {
        const kind = (request.query as { kind?: string }).kind ?? 'job';
        await app.changes.publish([`${kind}:2c3d4e5f-4b5d-4c6e-8f90-000000000001`]);
        return { success: true };
      });
    },
  });
  try {
    const agent = new Agent(ctx);
    const declared = await agent.post('/test/writes?kind=notifications');
    const undeclared = await agent.post('/test/writes?kind=job');
    const logged = lines.filter((line) => line.includes('changed job but declares changes = [notifications]'));
    return { declared: declared.statusCode, undeclared: undeclared.statusCode, logged: logged.length };
  } finally {
    await ctx.close();
  }
}

describe('a write of a kind its route did not declare', () => {
  it('fails the request in tests and in development, and is only logged in production', async () => {
    assert.deepEqual(await undeclaredWrite('test'), { declared: 200, undeclared: 500, logged: 1 });
    assert.deepEqual(await undeclaredWrite('development'), { declared: 200, undeclared: 500, logged: 1 });
    assert.deepEqual(await undeclaredWrite('production'), { declared: 200, undeclared: 200, logged: 1 });
  });
});
