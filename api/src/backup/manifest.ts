import { z } from 'zod';

/**
 * The manifest of a backup file (issue 33): the last entry of the archive, `manifest.json`. A
 * restore reads it first and checks every other entry against its size and sha256 before it
 * changes anything. `tar -xOf FILE manifest.json` shows it.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 'freelane-backup';
/** Raised when a restore of an older format would read the file wrongly. */
export const BACKUP_FORMAT_VERSION = 1;

/** The embedded database's dump (PGlite's data folder, gzipped) / PostgreSQL's (pg_dump custom format). */
export const PGLITE_ENTRY = 'database/pglite.tar.gz';
export const PGDUMP_ENTRY = 'database/freelane.pgdump';
/** Local uploads, under their keys (without S3_BUCKET). */
export const UPLOADS_FOLDER = 'uploads/';
/** The release registry of the embedded setup (with PostgreSQL it is in the database). */
export const REGISTRY_ENTRY = 'deploy/registry.json';

const entry = z.object({
  name: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  /** The release that wrote it (the root package's version). */
  freelaneVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    entry: z.string(),
    /** The last migration applied, e.g. `0012_instance_identity`. */
    schemaVersion: z.string(),
    migrations: z.number().int(),
    /** `live`: dumped by the running server; `offline`: the folder opened by the command; `pg_dump`. */
    taken: z.enum(['live', 'offline', 'pg_dump']),
    serverVersion: z.string().optional(),
    pgDumpVersion: z.string().optional(),
  }),
  instance: z.object({
    id: z.string(),
    ownedInstances: z.array(z.string()),
    legacyKeysOwner: z.string(),
  }),
  storage: z.object({
    kind: z.enum(['bucket', 'local']),
    bucket: z.string().optional(),
    endpoint: z.string().optional(),
    /** Where the keys are: the bucket's `uploads/` prefix, or DATA_DIR/uploads. */
    prefix: z.string(),
    /** Every key the database references (stored_files). */
    keys: z.array(z.string()),
    /** Local uploads in this file, and referenced keys whose file was gone when the backup copied it. */
    included: z.number().int(),
    missing: z.array(z.string()),
  }),
  registry: z.object({ entry: z.string() }).nullable(),
  entries: z.array(entry),
});

export type BackupManifest = z.infer<typeof backupManifest>;
