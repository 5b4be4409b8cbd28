import type { PGlite } from '@electric-sql/pglite';

export interface PgliteSnapshot {
  /** The rows of each query, in order, read in the same moment as the files. */
  results: Record<string, unknown>[][];
  /** The data folder as PGlite's own dump makes it (an uncompressed tar). */
  tarball: Uint8Array;
}

/**
 * PGlite's own dump of an open database (issue 33: never a copy of a live folder). PGlite runs one
 * statement or transaction at a time; inside this read-only transaction no other write can happen,
 * so the folder PGlite tars is the state of the last commit, and the queries see that same state.
 * What is not yet in the data files is in its write-ahead log, which the dump holds and which the
 * restored database replays when it opens; the checkpoint first keeps that replay short.
 */
export async function snapshotPglite(db: PGlite, queries: readonly string[]): Promise<PgliteSnapshot> {
  await db.exec('CHECKPOINT');
  return db.transaction(async (tx) => {
    const results: Record<string, unknown>[][] = [];
    for (const query of queries) results.push((await tx.query<Record<string, unknown>>(query)).rows);
    const dump = await db.dumpDataDir('none');
    return { results, tarball: new Uint8Array(await dump.arrayBuffer()) };
  });
}
