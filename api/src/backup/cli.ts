// npm run backup / restore / held-mail as the root scripts load them (api/dist/backup.js, built with
// the server by api/scripts/build.mjs): plain node runs them, no TypeScript at run time.
import path from 'node:path';
import { loadBackupConfig, type BackupConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseLockedError } from '../db/lock';
import { formatBytes, takeBackup } from './backup';
import { discardHeldMail, heldMail, makeRestoredCopy, releaseHeldMail } from './restored-copy';
import { restoreBackup } from './restore';

export class UsageError extends Error {
  override name = 'UsageError';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where the command runs: the environment, the folder DATA_DIR and DEPLOY_DIR are relative to (the
 * repository root, as for the server) and the one FILE is relative to (where the operator typed
 * `npm run`, which npm passes as INIT_CWD).
 */
export interface CommandContext {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  fileCwd?: string;
}

function parse(argv: readonly string[], flags: readonly string[]) {
  const given = new Set<string>();
  const positional: string[] = [];
  for (const arg of argv) {
    if (!arg.startsWith('--')) positional.push(arg);
    else if (flags.includes(arg)) given.add(arg);
    else throw new UsageError(`unknown option ${arg}`);
  }
  return { given, positional };
}

/** `npm run backup -- FILE [--force]` */
export async function backupCommand(
  argv: readonly string[],
  { env = process.env, cwd = process.cwd(), fileCwd = cwd }: CommandContext = {},
): Promise<void> {
  const { given, positional } = parse(argv, ['--force']);
  if (positional.length !== 1) throw new UsageError('usage: npm run backup -- FILE [--force]');
  const config = loadBackupConfig(env, cwd);
  const report = await takeBackup(config, path.resolve(fileCwd, positional[0]), {
    force: given.has('--force'),
    say: (line) => console.log(`  ${line}`),
  });
  const { manifest, database, uploads } = report;
  const lines = [
    `✔ backup written to ${report.file}: ${formatBytes(report.bytes)} in ${seconds(report.ms)}`,
    manifest.database.kind === 'pglite'
      ? `  database: embedded (PGlite), ${manifest.database.taken === 'live' ? `dumped by the running server (pid ${database.serverPid ?? '?'})` : 'no server running: dumped by this command'}: ` +
        `${formatBytes(database.entry.bytes)} (PGlite's dump ${formatBytes(database.dumpedBytes ?? 0)}, ` +
        `${formatBytes(database.uncompressedBytes ?? 0)} without unused log files) in ${seconds(database.ms)}`
      : `  database: PostgreSQL ${manifest.database.serverVersion}, pg_dump ${manifest.database.pgDumpVersion} (custom format): ` +
        `${formatBytes(database.entry.bytes)} in ${seconds(database.ms)}`,
    `  schema ${manifest.database.schemaVersion} (${manifest.database.migrations} migrations), instance ${manifest.instance.id}`,
    manifest.storage.kind === 'bucket'
      ? `  files: ${manifest.storage.keys.length} keys referenced in the bucket ${manifest.storage.bucket} (uploads/), listed in the manifest; ` +
        'the bucket itself is not in this file (version or copy it: docs/operations.md)'
      : `  files: ${uploads.count} of ${manifest.storage.keys.length} referenced uploads included (${formatBytes(uploads.bytes)})`,
  ];
  if (manifest.storage.missing.length) {
    lines.push(
      `  ! ${manifest.storage.missing.length} referenced uploads were removed while the backup ran (replaced meanwhile): not included`,
    );
  }
  lines.push(
    manifest.registry
      ? '  release registry: included (DEPLOY_DIR/registry.json)'
      : manifest.database.kind === 'postgres'
        ? '  release registry: in the database'
        : '  release registry: none yet',
  );
  console.log(lines.join('\n'));
}

/** `npm run restore -- FILE [--force] [--adopt-storage] [--send-queued-mail]` */
export async function restoreCommand(
  argv: readonly string[],
  { env = process.env, cwd = process.cwd(), fileCwd = cwd }: CommandContext = {},
): Promise<void> {
  const { given, positional } = parse(argv, ['--force', '--adopt-storage', '--send-queued-mail']);
  if (positional.length !== 1)
    throw new UsageError('usage: npm run restore -- FILE [--force] [--adopt-storage] [--send-queued-mail]');
  const config = loadBackupConfig(env, cwd);
  const report = await restoreBackup(config, path.resolve(fileCwd, positional[0]), {
    force: given.has('--force'),
    adoptStorage: given.has('--adopt-storage'),
    sendQueuedMail: given.has('--send-queued-mail'),
    say: (line) => console.log(`  ${line}`),
  });
  const { manifest, copy } = report;
  const target = config.databaseUrl ? `the database ${redactedUrl(config.databaseUrl)}` : config.pgliteDir;
  const lines = [
    `✔ restored into ${target} in ${seconds(report.ms)} (database ${seconds(report.databaseMs)})`,
    `  this copy is instance ${copy.instance} (the backup's was ${copy.previousInstance}); new files are written under its id`,
  ];
  if (manifest.storage.kind === 'local') {
    lines.push(
      `  uploads: ${report.uploads} files put back in ${config.uploadsDir} (the copy's own: it may replace and delete them)`,
    );
  } else if (given.has('--adopt-storage')) {
    lines.push(
      `  --adopt-storage: this copy may delete and replace the objects the backed-up database wrote in the bucket (disaster recovery only)`,
    );
  } else {
    lines.push(
      '  the bucket: the objects the backup references are read, never deleted or replaced by this copy (--adopt-storage for a disaster recovery)',
    );
  }
  lines.push(
    copy.heldMails
      ? `  mail: ${copy.heldMails} unsent mails held (npm run held-mail lists them; -- --send sends them, -- --discard drops them)`
      : `  mail: nothing held${given.has('--send-queued-mail') ? ' (--send-queued-mail: queued mail is sent)' : ''}`,
    `  sessions: ${copy.sessionsEnded} ended (everyone signs in again)`,
  );
  if (report.registry === 'restored')
    lines.push(`  release registry: restored to ${path.join(config.deployDir, 'registry.json')}`);
  if (report.registry === 'kept')
    lines.push(
      `  release registry: ${path.join(config.deployDir, 'registry.json')} exists and was kept (--force replaces it)`,
    );
  for (const aside of report.movedAside)
    lines.push(`  --force: what was there is now ${aside} (delete it once the restore is checked)`);
  console.log(lines.join('\n'));
}

/**
 * `npm run make-copy [-- --adopt-storage] [--send-queued-mail]`: what restore does after loading a
 * backup, for a database that came back by other means (a point-in-time recovery into another
 * server, a disk or volume snapshot, a copied DATA_DIR): a new instance id, its queued mail held,
 * every session ended. Until then it is indistinguishable from the original, objects included.
 */
export async function makeCopyCommand(
  argv: readonly string[],
  { env = process.env, cwd = process.cwd() }: CommandContext = {},
): Promise<void> {
  const { given, positional } = parse(argv, ['--adopt-storage', '--send-queued-mail']);
  if (positional.length) throw new UsageError('usage: npm run make-copy [-- --adopt-storage] [--send-queued-mail]');
  const config = loadBackupConfig(env, cwd);
  const database = await openConfigured(config);
  try {
    const copy = await makeRestoredCopy(database.db, {
      adoptStorage: given.has('--adopt-storage'),
      sendQueuedMail: given.has('--send-queued-mail'),
      now: new Date(),
    });
    console.log(
      [
        `✔ this database is now instance ${copy.instance} (it was ${copy.previousInstance})`,
        given.has('--adopt-storage')
          ? '  --adopt-storage: it may delete and replace the objects the previous instance wrote (disaster recovery only)'
          : "  it reads the previous instance's objects and never deletes or replaces them",
        `  mail: ${copy.heldMails} unsent mails held; sessions: ${copy.sessionsEnded} ended`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

/** `npm run held-mail [-- --send | --discard]` */
export async function heldMailCommand(
  argv: readonly string[],
  { env = process.env, cwd = process.cwd() }: CommandContext = {},
): Promise<void> {
  const { given, positional } = parse(argv, ['--send', '--discard']);
  if (positional.length || (given.has('--send') && given.has('--discard')))
    throw new UsageError('usage: npm run held-mail [-- --send | --discard]');
  const config = loadBackupConfig(env, cwd);
  const database = await openConfigured(config);
  try {
    if (given.has('--send'))
      console.log(
        `✔ ${await releaseHeldMail(database.db, new Date())} held mails released: they are sent by the next outbox run`,
      );
    else if (given.has('--discard'))
      console.log(
        `✔ ${await discardHeldMail(database.db, new Date())} held mails discarded (kept a week as given up on)`,
      );
    else {
      const held = await heldMail(database.db);
      console.log(
        held.count
          ? `${held.count} mails held by a restore, the oldest from ${held.oldest?.toISOString()}:`
          : 'No mail is held.',
      );
      for (const mail of held.sample)
        console.log(`  ${mail.createdAt.toISOString()}  ${mail.recipient}  ${mail.subject}`);
      if (held.count > held.sample.length) console.log(`  … ${held.count - held.sample.length} more`);
      if (held.count) console.log('npm run held-mail -- --send sends them; -- --discard drops them.');
    }
  } finally {
    await database.close();
  }
}

async function openConfigured(config: BackupConfig) {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2, pgliteDir: config.pgliteDir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      throw new Error(
        `${error.message}\nThe embedded database belongs to the running server: stop it, run this again, then start it.`,
      );
    }
    throw error;
  }
}

function redactedUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
