import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { PGLITE_TEMPLATE_ENV } from '../testing/pglite-template';
import { openDatabase } from './client';
import { ASSUMED_ARRAY_LENGTH, anyList, preparedOnFirstRun, preparedPerShape } from './prepared';
import { users } from './schema';

describe('anyList', () => {
  it('fills a short list up to the length PostgreSQL assumes, with its first element', () => {
    const list = anyList(['a', 'b']);
    assert.equal(list.length, ASSUMED_ARRAY_LENGTH);
    assert.deepEqual(list.slice(0, 2), ['a', 'b']);
    assert.deepEqual(new Set(list), new Set(['a', 'b']));
  });

  it('leaves an empty list and a long one as they are', () => {
    assert.deepEqual(anyList([]), []);
    const long = Array.from({ length: 12 }, (_, index) => `id-${index}`);
    assert.deepEqual(anyList(long), long);
  });
});

describe('preparedPerShape', () => {
  it('builds nothing until a shape is first run, then each shape once', () => {
    const built: string[] = [];
    const statementOf = preparedPerShape((shape: 'all' | 'unread') => {
      built.push(shape);
      return { name: `list_${shape}` };
    });
    assert.deepEqual(built, [], 'a repository made for a transaction that never reads builds nothing');
    const first = statementOf('all');
    assert.equal(statementOf('all'), first, 'the same statement again');
    statementOf('unread');
    statementOf('unread');
    assert.deepEqual(built, ['all', 'unread']);
    let once = 0;
    const only = preparedOnFirstRun(() => ({ built: (once += 1) }));
    assert.equal(once, 0);
    assert.equal(only(), only());
    assert.equal(once, 1);
  });
});

describe('statements prepared by name on the embedded database', () => {
  it("reach PGlite as named statements: db/client.ts hands on the name drizzle's PGlite driver drops", async () => {
    const database = await openDatabase({
      databaseUrl: undefined,
      pgliteDir: 'memory',
      pgliteTemplate: process.env[PGLITE_TEMPLATE_ENV] || undefined,
    });
    try {
      const byId = database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('test_users_by_id');
      const unnamed = database.db.select({ id: users.id }).from(users).where(eq(users.username, 'nobody'));
      await byId.execute({ id: '7c0f5ad4-5b6e-4d2a-9f37-1b1e2d3c4f50' });
      await unnamed;
      const kept = (await database.db.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
        rows: { statement: string }[];
      };
      const statements = kept.rows.map((row) => row.statement);
      assert.ok(statements.includes(byId.getQuery().sql), 'the prepared statement is kept by PGlite');
      assert.ok(!statements.includes(unnamed.toSQL().sql), 'a statement built per call is not');
    } finally {
      await database.close();
    }
  });
});
