import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_SLICE_MS, takingTurns } from './pglite-turns';

// A statement that keeps the thread busy well beyond one slice on any machine.
const SLOW = 'select count(*) from generate_series(1, 300000)';

let client: PGlite;
before(async () => {
  client = new PGlite();
  await client.query('create table marks (n int)');
});
after(() => client.close());

/** Issues `count` slow statements at once and counts how many had finished when a timer fired. */
async function finishedBeforeTimer(target: Pick<PGlite, 'query'>, count: number) {
  let finished = 0;
  let seenByTimer = -1;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      seenByTimer = finished;
      resolve();
    }, 0),
  );
  await Promise.all([...Array.from({ length: count }, () => target.query(SLOW).then(() => (finished += 1))), timer]);
  return seenByTimer;
}

describe('the embedded database takes turns with the event loop', () => {
  it('lets a timer run between queued statements (plain PGlite runs the whole queue first)', async () => {
    const start = performance.now();
    await client.query(SLOW);
    assert.ok(
      performance.now() - start > PGLITE_SLICE_MS,
      'the slow statement must outlast a slice for this test to mean anything',
    );
    assert.equal(await finishedBeforeTimer(client, 5), 5, 'without turns the queue starves the event loop');
    assert.ok((await finishedBeforeTimer(takingTurns(client), 5)) < 5);
  });

  it('runs statements in the order they were issued', async () => {
    const turns = takingTurns(client);
    await turns.query('delete from marks');
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => turns.query('insert into marks values ($1)', [n])));
    const { rows } = await turns.query<{ n: number }>('select n from marks order by ctid');
    assert.deepEqual(
      rows.map((row) => row.n),
      [1, 2, 3, 4, 5, 6],
    );
  });

  it('keeps a transaction whole: a statement issued meanwhile runs after its commit', async () => {
    const turns = takingTurns(client);
    await turns.query('delete from marks');
    let outside: Promise<unknown> | undefined;
    await turns.transaction(async (tx) => {
      await tx.query('insert into marks values (1)');
      outside = turns.query('insert into marks values (2)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { rows } = await tx.query<{ count: number }>('select count(*)::int as count from marks');
      assert.equal(rows[0].count, 1, 'the outside insert waited');
    });
    await outside;
    const { rows } = await turns.query<{ n: number }>('select n from marks order by ctid');
    assert.deepEqual(
      rows.map((row) => row.n),
      [1, 2],
    );
  });

  it('goes on after a failed statement, and leaves the rest of the client as it is', async () => {
    const turns = takingTurns(client);
    await assert.rejects(turns.query('select * from no_such_table'), /no_such_table/);
    assert.equal((await turns.query<{ one: number }>('select 1 as one')).rows[0].one, 1);
    assert.equal(turns.closed, false);
    assert.equal((await turns.exec('select 2'))[0].rows.length, 1);
  });
});
