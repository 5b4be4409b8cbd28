import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { backupSocketPath } from './channel';
import { openDatabase } from '../db/client';
import { instance, mailOutbox, storedFiles } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { Agent } from '../testing/agent';
import {
  assertSameDataAsOf,
  logIn,
  operatorRuns,
  tableRows,
  tempFolders,
  unreachableSmtp,
  writeBlogPost,
} from '../testing/backup-fixtures';
import { writeLiveVersions } from '../testing/deploy-fixtures';
import { buildTestApp, type TestContext } from '../testing/test-app';

/**
 * `npm run backup` / `npm run restore` on the embedded database (issue 33), run as an operator runs
 * them (the root scripts, in processes of their own) against a server holding the database: the
 * backup is PGlite's own dump made by that server while it takes writes, and a restore into an
 * empty DATA_DIR brings back the same data as of the backup, as a copy (new instance id, mail held,
 * everyone signed out). With the server stopped, the command opens the folder itself.
 */
const folders = tempFolders();
after(() => folders.removeAll());

const account = (role: string) => DEMO_ACCOUNTS.find((demo) => demo.role === role)!;
/** Columns the original's mail retry pass keeps changing (the mail server is down): not data the backup is about. */
const VOLATILE = { mail_outbox: ['attempts', 'next_attempt_at', 'locked_until', 'last_error', 'held_at'] };

function embedded(dataDir: string, deployDir: string): Partial<Config> {
  return {
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    deployDir,
  };
}
const operatorEnv = (dataDir: string, deployDir: string) => ({
  DATA_DIR: dataDir,
  DEPLOY_DIR: deployDir,
  LOG_LEVEL: 'error',
});

describe('backup and restore of the embedded database', () => {
  const original = { data: folders.make('original'), deploy: folders.make('original-deploy') };
  let server: TestContext;
  let admin: Agent;
  const written = { before: [] as string[], during: [] as string[], after: [] as string[] };
  let backupFile: string;
  let originalRows: Map<string, Set<string>>;
  let originalInstance: string;

  before(async () => {
    writeLiveVersions(original.deploy, { 'mf-public': '60878e697406d0a7' });
    server = await buildTestApp({
      config: { ...embedded(original.data, original.deploy), seedDemo: true },
      fileStorage: 'configured',
      mailTransport: unreachableSmtp,
      scheduling: 'off',
    });
    admin = await logIn(server, account('admin').email, account('admin').password);
    for (const title of ['Before the backup 1', 'Before the backup 2']) {
      assert.ok(await writeBlogPost(admin, title));
      written.before.push(title);
    }
    // Mail the original could not send (its mail server is down): still queued when the backup runs.
    await server.app.mailer.send({
      to: 'waiting@example.test',
      subject: 'Queued at backup time',
      text: 'x',
      html: '<p>x</p>',
      links: [],
    });
    [{ id: originalInstance }] = await server.app.db.select().from(instance);
  });
  after(() => server?.close());

  it("offers the dump on a socket only the server's user can reach, for one fixed request", async () => {
    const socketPath = backupSocketPath(original.data);
    assert.equal(statSync(path.dirname(socketPath)).mode & 0o777, 0o700);
    assert.equal(statSync(socketPath).mode & 0o777, 0o600);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(socketPath, () => socket.write('{"op":"query","sql":"select * from users"}\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    assert.deepEqual(JSON.parse(answer), { ok: false, error: 'unknown request' });
  });

  it('backs up the running server under writes and restores the same data as a copy', async () => {
    backupFile = path.join(folders.make('backups'), 'freelane.backup');
    let running = true;
    const backup = operatorRuns('backup', [backupFile], operatorEnv(original.data, original.deploy)).finally(
      () => (running = false),
    );
    // Light traffic while the backup runs: posts written one after another until it ends.
    for (let n = 1; running; n += 1) {
      const title = `During the backup ${n}`;
      if (await writeBlogPost(admin, title)) written.during.push(title);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const run = await backup;
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /dumped by the running server \(pid \d+\)/);
    assert.match(run.stdout, /files: 9 of 9 referenced uploads included/);
    assert.ok(written.during.length > 0, 'writes went on while the backup ran');
    assert.ok(await writeBlogPost(admin, 'After the backup'));
    written.after.push('After the backup');
    originalRows = await tableRows(server.app.db, VOLATILE);

    const copy = { data: folders.make('copy'), deploy: folders.make('copy-deploy') };
    const restore = await operatorRuns('restore', [backupFile], operatorEnv(copy.data, copy.deploy));
    assert.equal(restore.code, 0, restore.stderr);
    assert.match(restore.stdout, /mail: 1 unsent mails held/);
    assert.match(restore.stdout, /uploads: 9 files put back/);
    assert.match(restore.stdout, /release registry: restored/);

    const again = await operatorRuns('restore', [backupFile], operatorEnv(copy.data, copy.deploy));
    assert.notEqual(again.code, 0, 'a second restore into the same folder is refused');
    assert.match(again.stderr, /is not empty.*--force/s);

    const restored = await buildTestApp({
      config: embedded(copy.data, copy.deploy),
      fileStorage: 'configured',
      scheduling: 'off',
    });
    try {
      const compared = assertSameDataAsOf(originalRows, await tableRows(restored.app.db, VOLATILE), {
        skip: ['instance', 'sessions'],
        writtenSince: (table, row) =>
          table === 'blogs' &&
          [...written.during, ...written.after].some((title) => row.includes(`"title": ${JSON.stringify(title)}`)),
      });
      assert.ok(compared > 100, `the demo data came back (${compared} rows compared)`);
      const titles = (
        (await new Agent(restored).get('/api/v1/blog/getAllBlog?keyword=backup')).json() as {
          blog: { title: string }[];
        }
      ).blog.map((post) => post.title);
      for (const title of written.before)
        assert.ok(titles.includes(title), `${title} was acknowledged before the backup`);
      assert.ok(!titles.includes('After the backup'));

      // Everyone signs in again: the original's session opens nothing on the copy; passwords work.
      const stale = new Agent(restored);
      for (const [name, value] of admin.cookies) stale.cookies.set(name, value);
      assert.equal((await stale.get('/api/v1/user/profile')).statusCode, 401);
      await logIn(restored, account('client').email, account('client').password);

      // The uploads: the same bytes under the same keys, in the copy's own folder.
      const files = await restored.app.db.select().from(storedFiles);
      assert.equal(files.length, 9); // the demo's 3 uploads and its 6 blog covers
      for (const file of files) {
        const bytes = readFileSync(path.join(copy.data, 'uploads', file.storageKey));
        assert.deepEqual(bytes, readFileSync(path.join(original.data, 'uploads', file.storageKey)));
      }

      // A new identity, which owns the restored uploads (its own copies of them).
      const [identity] = await restored.app.db.select().from(instance);
      assert.notEqual(identity.id, originalInstance);
      assert.equal(identity.restoredFrom, originalInstance);
      assert.deepEqual(identity.ownedInstances, [identity.id, originalInstance]);

      // The queued mail is held: the copy does not send it.
      const [mail] = await restored.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Queued at backup time'));
      assert.ok(mail.heldAt, 'held by the restore');
      assert.equal(await restored.app.mailer.deliverDue(), 0);
      assert.equal(restored.outbox.messages.length, 0);
      const release = await operatorRuns('held-mail', ['--send'], operatorEnv(copy.data, copy.deploy));
      assert.notEqual(release.code, 0);
      assert.match(release.stderr, /in use by another Freelane server.*stop it, run this again/s);

      assert.equal(
        readFileSync(path.join(copy.deploy, 'registry.json'), 'utf8'),
        readFileSync(path.join(original.deploy, 'registry.json'), 'utf8'),
      );
    } finally {
      await restored.close();
    }
  });

  it('backs up with the server stopped (the command opens the folder) and restores exactly the same data', async () => {
    assert.ok(originalRows, 'runs after the live backup');
    await server.close();
    const file = path.join(folders.make('backups'), 'offline.backup');
    const run = await operatorRuns('backup', [file], operatorEnv(original.data, original.deploy));
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /no server running: dumped by this command/);

    const copy = { data: folders.make('offline-copy'), deploy: folders.make('offline-copy-deploy') };
    const restore = await operatorRuns('restore', [file], operatorEnv(copy.data, copy.deploy));
    assert.equal(restore.code, 0, restore.stderr);
    const database = await openDatabase({ databaseUrl: undefined, pgliteDir: path.join(copy.data, 'pglite') });
    try {
      assertSameDataAsOf(originalRows, await tableRows(database.db, VOLATILE), { skip: ['instance', 'sessions'] });
    } finally {
      await database.close();
    }
  });
});
