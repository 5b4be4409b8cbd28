// RUNS ALONE: counts timer ticks while PGlite works, which a busy neighbour would starve (api/scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PgliteThread } from './pglite-thread';

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
});
