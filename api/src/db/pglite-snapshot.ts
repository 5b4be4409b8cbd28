import type { PGlite } from '@electric-sql/pglite';
import { BLOCK, padding, parseTarHeader } from '../backup/archive';

export interface PgliteSnapshot {
  /** The rows of each query, in order, read in the same moment as the files. */
  results: Record<string, unknown>[][];
  /** The data folder as PGlite's own dump makes it (an uncompressed tar), without log files it will never read. */
  tarball: Uint8Array;
  /** The dump's size as PGlite made it. */
  dumpedBytes: number;
}

/** The write-ahead log a restored copy replays: from the last checkpoint's segment to the one being written. */
const WAL_RANGE = `select redo_wal_file as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()`;

/**
 * PGlite's own dump of an open database (issue 33: never a copy of a live folder). PGlite runs one
 * statement or transaction at a time; inside this read-only transaction no other write can happen,
 * so the folder PGlite tars is the state of the last commit, and the queries see that same state.
 * What is not yet in the data files is in its write-ahead log, which the dump holds and which the
 * restored database replays when it opens; the checkpoint first keeps that replay short.
 */
export async function snapshotPglite(db: PGlite, queries: readonly string[]): Promise<PgliteSnapshot> {
  await db.exec('CHECKPOINT');
  const { results, range, dump } = await db.transaction(async (tx) => {
    const rows: Record<string, unknown>[][] = [];
    for (const query of queries) rows.push((await tx.query<Record<string, unknown>>(query)).rows);
    const [wal] = (await tx.query<{ first: string; last: string }>(WAL_RANGE)).rows;
    return { results: rows, range: wal, dump: await db.dumpDataDir('none') };
  });
  const tarball = new Uint8Array(await dump.arrayBuffer());
  return { results, tarball: withoutUnusedWal(tarball, range.first, range.last), dumpedBytes: tarball.length };
}

const WAL_SEGMENT = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/;

/**
 * The tar without the log segments outside [first, last]. PostgreSQL keeps up to max_wal_size (1 GB
 * in PGlite) of old segments renamed for reuse, and PGlite's single process has no checkpointer to
 * trim them between its own checkpoints: for 100,000 jobs they were 540 of the dump's 830 MB. A
 * restored database needs none of them (recovery starts at the checkpoint and stops where the log
 * ends), as pg_basebackup leaves them out too.
 */
export function withoutUnusedWal(tarball: Uint8Array, first: string, last: string): Uint8Array {
  const kept: [number, number][] = [];
  let total = 0;
  let position = 0;
  while (position + BLOCK <= tarball.length) {
    const header = parseTarHeader(tarball.subarray(position, position + BLOCK));
    if (!header) break;
    const end = position + BLOCK + header.size + padding(header.size);
    const segment = WAL_SEGMENT.exec(header.name)?.[1];
    if (!segment || (segment >= first && segment <= last)) {
      kept.push([position, end]);
      total += end - position;
    }
    position = end;
  }
  const result = new Uint8Array(total + 2 * BLOCK);
  let offset = 0;
  for (const [start, end] of kept) {
    result.set(tarball.subarray(start, end), offset);
    offset += end - start;
  }
  return result;
}
