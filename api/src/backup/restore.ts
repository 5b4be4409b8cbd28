import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { BackupConfig } from '../config';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Db } from '../db/client';
import * as schema from '../db/schema';
import { acquireDirectoryLock } from '../db/lock';
import { pgliteTarget, runMigrations } from '../db/migrations';
import { JOB_QUEUE_SCHEMA } from '../plugins/scheduler';
import { assertSafeKey } from '../storage/file-storage';
import { hashEntry, readArchiveIndex, readEntry, readEntryBuffer, type IndexedEntry } from './archive';
import { migrationJournal } from './describe';
import { BACKUP_FORMAT_VERSION, backupManifest, MANIFEST_ENTRY, UPLOADS_FOLDER, type BackupManifest } from './manifest';
import { connectionFor, findPostgresTool } from './postgres-tools';
import { makeRestoredCopy, type RestoredCopyReport } from './restored-copy';

export interface RestoreOptions {
  /** Restore over a database or data folder that is not empty (PGlite's folder and the uploads are moved aside). */
  force?: boolean;
  /** A real disaster recovery: the copy may delete and replace the objects the backed-up database wrote. */
  adoptStorage?: boolean;
  /** Send the mail the backup had queued instead of holding it. */
  sendQueuedMail?: boolean;
  say?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  copy: RestoredCopyReport;
  ms: number;
  databaseMs: number;
  uploads: number;
  /** Where --force moved what was there before. */
  movedAside: string[];
  registry: 'restored' | 'kept' | 'none';
}

/**
 * `npm run restore -- FILE` (issue 33): checks the whole file first (manifest, every entry's size
 * and sha256, a schema this release knows, a target that is empty or --force), then restores the
 * database, makes it a copy (restored-copy.ts: new instance id, mail held, sessions ended), and puts
 * back the local uploads and the embedded setup's release registry.
 */
export async function restoreBackup(
  config: BackupConfig,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const say = options.say ?? (() => undefined);
  const started = Date.now();
  const source = path.resolve(file);
  const { manifest, index } = await readVerifiedBackup(source);
  say(
    `backup of ${manifest.createdAt}: ${manifest.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}, schema ` +
      `${manifest.database.schemaVersion}, instance ${manifest.instance.id}, ${manifest.storage.keys.length} referenced files`,
  );

  const wanted = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== wanted) {
    throw new Error(
      manifest.database.kind === 'pglite'
        ? 'this backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR'
        : 'this backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into',
    );
  }
  const localUploads = manifest.storage.kind === 'local';
  if (localUploads && config.objectStorage) {
    throw new Error(
      `this backup holds local uploads (taken without S3_BUCKET), but S3_BUCKET is set: restore without S3_BUCKET, then copy ` +
        `DATA_DIR/uploads into the bucket's uploads/ prefix if the copy is to use the bucket`,
    );
  }
  if (!localUploads) {
    if (!config.objectStorage) {
      say(
        `! the files are in the bucket ${manifest.storage.bucket} (uploads/): set S3_BUCKET (and S3_*) for this copy to serve them`,
      );
    } else if (config.objectStorage.bucket !== manifest.storage.bucket) {
      say(
        `  the backup was taken on the bucket ${manifest.storage.bucket}; this copy uses ${config.objectStorage.bucket}`,
      );
    }
  }

  // Every check before the first write: a refused restore changes nothing.
  const movedAside: string[] = [];
  const prepareFolder = async (folder: string, what: string) => {
    const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    if (entries.length === 0) return undefined;
    if (!options.force)
      throw new Error(`${folder} (${what}) is not empty: restore into an empty DATA_DIR, or --force to move it aside`);
    return async () => {
      const aside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(folder, aside);
      movedAside.push(aside);
    };
  };

  const databaseStarted = Date.now();
  const copyOptions = {
    // Local uploads come back as this copy's own files: nobody else's objects are at stake.
    adoptStorage: Boolean(options.adoptStorage) || localUploads,
    sendQueuedMail: Boolean(options.sendQueuedMail),
    now: new Date(),
  };
  let copy: RestoredCopyReport;
  if (manifest.database.kind === 'pglite') {
    const release = acquireDirectoryLock(config.pgliteDir);
    try {
      const moveDatabase = await prepareFolder(config.pgliteDir, 'the embedded database');
      const moveUploads = localUploads ? await prepareFolder(config.uploadsDir, 'the uploads') : undefined;
      await moveDatabase?.();
      await moveUploads?.();
      say('loading the embedded database…');
      const tarball = gunzipSync(await readEntryBuffer(source, entryOf(index, manifest.database.entry)));
      // PGlite's own loader for its own dump; the one instance then migrates and makes the copy.
      try {
        const db = new PGlite(config.pgliteDir, { extensions: { pg_trgm }, loadDataDir: new Blob([tarball]) });
        try {
          const orm = drizzle({ client: db, schema, casing: 'snake_case' });
          // The same runner and bookkeeping as the server's start (db/migrations.ts).
          await runMigrations(pgliteTarget(db));
          copy = await makeRestoredCopy(orm as unknown as Db, copyOptions);
        } finally {
          await db.close();
        }
      } catch (error) {
        // The folder was empty (or moved aside): a failed restore leaves it so.
        await rm(config.pgliteDir, { recursive: true, force: true });
        throw error;
      }
    } finally {
      release();
    }
  } else {
    const moveUploads = localUploads ? await prepareFolder(config.uploadsDir, 'the uploads') : undefined;
    await restorePostgres(config.databaseUrl!, manifest, source, entryOf(index, manifest.database.entry), options, say);
    await moveUploads?.();
    // Opened as a server opens it (this release's migrations applied), then made a copy.
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2, pgliteDir: 'memory' });
    try {
      copy = await makeRestoredCopy(database.db, copyOptions);
    } finally {
      await database.close();
    }
  }
  const databaseMs = Date.now() - databaseStarted;

  let uploads = 0;
  if (localUploads) {
    await mkdir(config.uploadsDir, { recursive: true, mode: 0o700 });
    // The manifest's entries: each was checked against its sha256.
    for (const { name } of manifest.entries) {
      if (!name.startsWith(UPLOADS_FOLDER)) continue;
      const entry = entryOf(index, name);
      const key = name.slice(UPLOADS_FOLDER.length);
      assertSafeKey(key);
      const target = path.join(config.uploadsDir, key);
      const temporary = `${target}.restore.part`;
      await pipeline(readEntry(source, entry), createWriteStream(temporary, { mode: 0o600 }));
      await rename(temporary, target);
      uploads += 1;
    }
  }

  let registry: RestoreReport['registry'] = 'none';
  if (manifest.registry && !config.databaseUrl) {
    const target = path.join(config.deployDir, 'registry.json');
    if (existsSync(target) && !options.force) registry = 'kept';
    else {
      await mkdir(config.deployDir, { recursive: true });
      await writeFile(`${target}.restore.tmp`, await readEntryBuffer(source, entryOf(index, manifest.registry.entry)));
      await rename(`${target}.restore.tmp`, target);
      registry = 'restored';
    }
  }
  return { manifest, copy, ms: Date.now() - started, databaseMs, uploads, movedAside, registry };
}

function entryOf(index: Map<string, IndexedEntry>, name: string): IndexedEntry {
  const entry = index.get(name);
  if (!entry) throw new Error(`the backup has no ${name}`);
  return entry;
}

/** The manifest, once every entry it names is in the file with its size and sha256. */
export async function readVerifiedBackup(
  file: string,
): Promise<{ manifest: BackupManifest; index: Map<string, IndexedEntry> }> {
  const index = await readArchiveIndex(file);
  const manifestEntry = index.get(MANIFEST_ENTRY);
  if (!manifestEntry) throw new Error(`${file} is not a Freelane backup (it has no ${MANIFEST_ENTRY})`);
  const parsed = backupManifest.safeParse(JSON.parse((await readEntryBuffer(file, manifestEntry)).toString('utf8')));
  if (!parsed.success)
    throw new Error(`${file} has a manifest this release cannot read: ${parsed.error.issues[0]?.message}`);
  const manifest = parsed.data;
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new Error(
      `${file} was written by a newer release (backup format ${manifest.formatVersion}): restore it with that release`,
    );
  }
  if (!migrationJournal().some((entry) => entry.tag === manifest.database.schemaVersion)) {
    throw new Error(
      `${file} holds a database of schema ${manifest.database.schemaVersion}, which this release does not know (it was taken by ` +
        `release ${manifest.freelaneVersion}): restore it with that release or a newer one`,
    );
  }
  for (const expected of manifest.entries) {
    const entry = index.get(expected.name);
    if (!entry || entry.bytes !== expected.bytes || (await hashEntry(file, entry)) !== expected.sha256) {
      throw new Error(`${file} is damaged: ${expected.name} is ${entry ? 'not what the manifest says' : 'missing'}`);
    }
  }
  return { manifest, index };
}

/** Freelane's schemas: what --force drops before a restore (nothing else in the database is touched). */
const OWN_SCHEMAS = ['public', 'drizzle', JOB_QUEUE_SCHEMA];

async function restorePostgres(
  databaseUrl: string,
  manifest: BackupManifest,
  file: string,
  entry: IndexedEntry,
  options: RestoreOptions,
  say: (line: string) => void,
) {
  const tool = findPostgresTool('pg_restore');
  const dumpedWith = manifest.database.pgDumpVersion ? Number.parseInt(manifest.database.pgDumpVersion, 10) : 0;
  if (tool.major < dumpedWith) {
    throw new Error(
      `${tool.file} is version ${tool.version}; the backup was written by pg_dump ${manifest.database.pgDumpVersion}: ` +
        `pg_restore must be at least that major version (install postgresql-client-${dumpedWith} or set PG_BIN)`,
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [state],
    } = await client.query<{ others: number; relations: number; version: string }>(
      `select (select count(*)::int from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend') as others,
              (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
                  and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')) as relations,
              current_setting('server_version') as version`,
    );
    if (state.others > 0 && !options.force) {
      throw new Error(
        `${state.others} other connection(s) use this database: stop every Freelane server on it first (--force restores anyway)`,
      );
    }
    if (state.relations > 0) {
      if (!options.force) {
        throw new Error(
          `the database is not empty (${state.relations} tables, views or sequences): restore into a new, empty database, or --force to replace Freelane's schemas in it`,
        );
      }
      say(`--force: dropping the schemas ${OWN_SCHEMAS.join(', ')} of the database…`);
      await client.query(
        `${OWN_SCHEMAS.map((schema) => `drop schema if exists ${schema} cascade`).join('; ')}; create schema public`,
      );
    }
    say(`pg_restore ${tool.version} (${tool.file}) into PostgreSQL ${state.version}…`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const { url, env } = connectionFor(databaseUrl);
  // One transaction: a restore that fails leaves the database as empty as it was.
  const child = spawn(
    tool.file,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--no-password', `--dbname=${url}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const fed = pipeline(readEntry(file, entry), child.stdin).catch((error: NodeJS.ErrnoException) => {
    // pg_restore stopping early closes its input: its exit code and message say why.
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
  const [code] = await Promise.all([exited, fed]);
  if (code !== 0) throw new Error(`pg_restore failed (exit ${code}): ${stderr.trim()}`);
}
