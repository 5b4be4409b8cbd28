import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { InstanceIdentity } from '../storage/ownership';

/**
 * What a backup says about the database it holds, read in the same snapshot as the dump (the same
 * transaction on PGlite, pg_dump's exported snapshot on PostgreSQL): its identity, its schema and
 * every object key its rows reference. The queries are fixed here: the running server's backup
 * channel runs these and nothing a caller sends.
 */
export const DESCRIBE_QUERIES = [
  'select id, owned_instances, legacy_keys_owner from instance',
  'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at',
  'select distinct storage_key from stored_files order by storage_key',
] as const;

export interface DatabaseDescription {
  instance: InstanceIdentity;
  /** The last migration applied (its tag, `0012_instance_identity`), or `unknown-<millis>` for one this release lacks. */
  schemaVersion: string;
  migrations: number;
  /** Every key `stored_files` references (in the bucket under `uploads/`, or in DATA_DIR/uploads). */
  keys: string[];
}

type Rows = readonly Record<string, unknown>[];

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The committed migrations of this release, oldest first. */
export function migrationJournal(): Journal['entries'] {
  return (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal).entries;
}

/** The tag drizzle's record of an applied migration stands for (it keeps the journal's `when`). */
export function migrationTag(createdAt: string): string {
  return migrationJournal().find((entry) => String(entry.when) === createdAt)?.tag ?? `unknown-${createdAt}`;
}

/** The results of DESCRIBE_QUERIES, in order, as the description. */
export function parseDescription(results: readonly Rows[]): DatabaseDescription {
  const [identityRows, migrationRows, keyRows] = results;
  const identity = identityRows?.[0];
  if (!identity)
    throw new Error('the database has no instance identity: start the server once with this release (it migrates)');
  const last = migrationRows?.at(-1);
  return {
    instance: {
      id: String(identity.id),
      ownedInstances: (identity.owned_instances as string[]).map(String),
      legacyKeysOwner: String(identity.legacy_keys_owner),
    },
    schemaVersion: last ? migrationTag(String(last.created_at)) : 'none',
    migrations: migrationRows?.length ?? 0,
    keys: (keyRows ?? []).map((row) => String(row.storage_key)),
  };
}
