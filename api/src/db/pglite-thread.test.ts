// RUNS ALONE: counts timer ticks while PGlite works, which a busy neighbour would starve (api/scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PgliteThread } from './pglite-thread';
import { runAhead } from './statement-priority';

// A statement that keeps PGlite busy for tens of milliseconds on any machine.
const SLOW = 'select count(*) from generate_series(1, 300000)';

type Rows<T> = { rows: T[] };

let db: PgliteThread;
before(async () => {
  db = await PgliteThread.open('memory');
  await db.query('create table marks (n int primary key)');
});
after(() => db.close());

describe('the embedded database on a thread of its own', () => {
  it('leaves the event loop free while its statements run', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const started = performance.now();
    try {
      await Promise.all(Array.from({ length: 5 }, () => db.query(SLOW)));
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    assert.ok(elapsed > 20, `the statements must take a while for this test to mean anything (${elapsed.toFixed(0)} ms)`);
    // In the API's thread the five would run back to back and the timer could not fire once.
    assert.ok(ticks >= 5, `the timer ran ${ticks} times in ${elapsed.toFixed(0)} ms`);
  });

  it('runs statements in the order they were issued', async () => {
    await db.query('delete from marks');
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => db.query('insert into marks values ($1)', [n])));
    const { rows } = (await db.query('select n from marks order by ctid')) as Rows<{ n: number }>;
    assert.deepEqual(
      rows.map((row) => row.n),
      [1, 2, 3, 4, 5, 6],
    );
  });

  it('opens a transaction ahead of the statements still waiting, behind the one being run at most', async () => {
    const finished: string[] = [];
    const reads = Array.from({ length: 6 }, (_, n) => db.query(SLOW).then(() => finished.push(`read ${n}`)));
    const write = db.transaction((tx) => tx.query('select 1')).then(() => finished.push('transaction'));
    await Promise.all([...reads, write]);
    // First come, first served, it was the last: a write waited behind every read issued before it.
    assert.ok(finished.indexOf('transaction') <= 1, `finished in this order: ${finished.join(', ')}`);
    const readsInOrder = finished.filter((name) => name !== 'transaction');
    assert.deepEqual(readsInOrder, [0, 1, 2, 3, 4, 5].map((n) => `read ${n}`), 'the reads keep their order');
  });

  it('runs a statement of a request that changes something ahead of those waiting, behind the one being run at most', async () => {
    const finished: string[] = [];
    const reads = Array.from({ length: 6 }, (_, n) => db.query(SLOW).then(() => finished.push(`read ${n}`)));
    const change = runAhead(() => db.query('select 1')).then(() => finished.push('ahead'));
    await Promise.all([...reads, change]);
    assert.ok(finished.indexOf('ahead') <= 1, `finished in this order: ${finished.join(', ')}`);
    assert.deepEqual(finished.filter((name) => name !== 'ahead'), [0, 1, 2, 3, 4, 5].map((n) => `read ${n}`));
  });

  it('keeps a transaction whole: a statement issued meanwhile runs after its commit', async () => {
    await db.query('delete from marks');
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into marks values (1)');
      outside = db.query('insert into marks values (2)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { rows } = (await tx.query('select count(*)::int as count from marks')) as Rows<{ count: number }>;
      assert.equal(rows[0].count, 1, 'the outside insert waited');
    });
    await outside;
    const { rows } = (await db.query('select n from marks order by ctid')) as Rows<{ n: number }>;
    assert.deepEqual(
      rows.map((row) => row.n),
      [1, 2],
    );
  });

  it("answers a transaction's statements in place: no other task runs while it holds the database", async () => {
    await db.query('delete from marks');
    let otherTasks = 0;
    const timer = setInterval(() => (otherTasks += 1), 0);
    try {
      await db.transaction(async (tx) => {
        const before = otherTasks;
        for (let n = 1; n <= 5; n += 1) await tx.query('insert into marks values ($1)', [n]);
        const { rows } = (await tx.query('select count(*)::int as count from marks')) as Rows<{ count: number }>;
        assert.equal(rows[0].count, 5);
        // Answered through the event loop, each of the six statements would let the timer run.
        assert.equal(otherTasks - before, 0, 'no timer ran between the statements of the transaction');
      });
    } finally {
      clearInterval(timer);
    }
    const error = await db
      .transaction((tx) => tx.query('insert into marks values (1)'))
      .then(
        () => assert.fail('a duplicate key inside a transaction must be refused'),
        (failure: unknown) => failure as { code?: string },
      );
    assert.equal(error.code, '23505', "PostgreSQL's fields come back from an in-place answer too");
  });

  it('rolls a transaction back when its work throws, and answers arrays when asked', async () => {
    await db.query('delete from marks');
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('insert into marks values (7)');
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    const { rows } = (await db.query('select count(*)::int, 1 from marks', [], { rowMode: 'array' })) as Rows<number[]>;
    assert.deepEqual(rows, [[0, 1]]);
  });

  it("reports PostgreSQL's error fields (a unique violation is told by its code) and goes on", async () => {
    await db.query('delete from marks');
    await db.query('insert into marks values (1)');
    const error = await db.query('insert into marks values (1)').then(
      () => assert.fail('a duplicate key must be refused'),
      (failure: unknown) => failure as { code?: string; message: string },
    );
    assert.equal(error.code, '23505');
    assert.match(error.message, /duplicate key/);
    await assert.rejects(db.query('select * from no_such_table'), /no_such_table/);
    assert.equal(((await db.query('select 1 as one')) as Rows<{ one: number }>).rows[0].one, 1);
  });

  it('sends values by the types PostgreSQL gives the parameters, and parses the answer as PGlite does', async () => {
    const text =
      'select $1::int[] as list, $2::jsonb as doc, $3::boolean as flag, $4::text as nothing, $5::timestamptz as at, $6::uuid[] as ids';
    const values = [[1, 2], { nested: ['a'] }, true, null, new Date('2026-12-05T10:00:00.000Z'), ['7c0f5ad4-5b6e-4d2a-9f37-1b1e2d3c4f50']];
    for (const prepared of [false, false, true, true]) {
      const { rows } = (await db.query(text, values, { prepared })) as Rows<Record<string, unknown>>;
      assert.deepEqual(rows[0].list, [1, 2]);
      assert.deepEqual(rows[0].doc, { nested: ['a'] });
      assert.equal(rows[0].flag, true);
      assert.equal(rows[0].nothing, null);
      // Kept as PostgreSQL's text: drizzle maps dates itself (pglite-worker.ts).
      assert.match(String(rows[0].at), /^2026-12-05 10:00:00/);
      assert.deepEqual(rows[0].ids, ['7c0f5ad4-5b6e-4d2a-9f37-1b1e2d3c4f50']);
    }
  });

  it('keeps a statement prepared by name as a named statement; any other is parsed again each time', async () => {
    const prepared = 'select n from marks where n = $1';
    const other = 'select n from marks where n > $1';
    await db.query('delete from marks');
    await db.query('insert into marks values (1), (2)');
    for (let run = 0; run < 3; run += 1) {
      assert.deepEqual(((await db.query(prepared, [2], { prepared: true })) as Rows<{ n: number }>).rows, [{ n: 2 }]);
      assert.deepEqual(((await db.query(other, [1])) as Rows<{ n: number }>).rows, [{ n: 2 }]);
    }
    const { rows } = (await db.query('select statement from pg_prepared_statements')) as Rows<{ statement: string }>;
    const statements = rows.map((row) => row.statement);
    assert.equal(statements.filter((statement) => statement === prepared).length, 1, 'made once, then reused');
    assert.ok(!statements.includes(other), 'a statement not prepared by name is not kept');
  });

  it('makes a named statement outside transactions only, and answers it inside one as well', async () => {
    const text = 'select count(*)::int as count from marks where n >= $1';
    await db.query('delete from marks');
    await db.transaction(async (tx) => {
      await tx.query('insert into marks values (5)');
      const { rows } = (await tx.query(text, [5], { prepared: true })) as Rows<{ count: number }>;
      assert.equal(rows[0].count, 1);
    });
    const named = async () =>
      ((await db.query('select count(*)::int as count from pg_prepared_statements where statement = $1', [text])) as Rows<{ count: number }>)
        .rows[0].count;
    assert.equal(await named(), 0, 'not made inside the transaction');
    await db.query(text, [5], { prepared: true });
    assert.equal(await named(), 1);
    await db.transaction(async (tx) => {
      const { rows } = (await tx.query(text, [5], { prepared: true })) as Rows<{ count: number }>;
      assert.equal(rows[0].count, 1, 'the named statement answers inside a transaction');
    });
  });

  it('reports a prepared statement\'s error and goes on; a named statement outlived by a schema change is made again', async () => {
    await db.query('delete from marks');
    const insert = 'insert into marks values ($1)';
    await db.query(insert, [1], { prepared: true });
    const error = await db.query(insert, [1], { prepared: true }).then(
      () => assert.fail('a duplicate key must be refused'),
      (failure: unknown) => failure as { code?: string },
    );
    assert.equal(error.code, '23505');
    await db.query(insert, [2], { prepared: true });

    await db.query('create table shapes (n int)');
    await db.query('insert into shapes values (1)');
    const read = 'select * from shapes where n = $1';
    assert.deepEqual(((await db.query(read, [1], { prepared: true })) as Rows<unknown>).rows, [{ n: 1 }]);
    await db.query("alter table shapes add column label text not null default 'x'");
    assert.deepEqual(((await db.query(read, [1], { prepared: true })) as Rows<unknown>).rows, [{ n: 1, label: 'x' }]);
    assert.deepEqual(((await db.query(read, [1], { prepared: true })) as Rows<unknown>).rows, [{ n: 1, label: 'x' }]);

    // Inside a transaction the stale statement's error aborts it; the next run outside makes it again.
    await db.query('alter table shapes add column size int not null default 2');
    await assert.rejects(
      db.transaction((tx) => tx.query(read, [1], { prepared: true })),
      (error: { code?: string }) => error.code === '0A000',
    );
    assert.deepEqual(((await db.query(read, [1], { prepared: true })) as Rows<unknown>).rows, [{ n: 1, label: 'x', size: 2 }]);
    assert.deepEqual(((await db.query(read, [1], { prepared: true })) as Rows<unknown>).rows, [{ n: 1, label: 'x', size: 2 }]);
  });
});
