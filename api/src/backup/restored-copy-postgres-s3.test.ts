// A PostgreSQL backup taken while the site takes writes, restored beside the original on the same
// bucket (issue 33): the same data as of the backup, and a copy that deletes and overwrites nothing
// of the original's, whatever its users and its hourly sweep do; with --adopt-storage (a real
// disaster recovery) it takes the objects over. Runs when the API test runner has both a throwaway
// PostgreSQL (TEST_DATABASE_URL) and moto (TEST_S3_ENDPOINT); CI always does.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { instance, mailOutbox, storedFiles, users } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { PostgresRegistry } from '../releases/postgres-registry';
import { UPLOADS_PREFIX } from '../storage/s3-storage';
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
import { FakeClock } from '../testing/fake-clock';
import { multipart, PNG_1X1 } from '../testing/multipart';
import { createTestBucket, testS3Endpoint, type TestBucket } from '../testing/test-bucket';
import { buildTestApp, type TestContext } from '../testing/test-app';

const databaseUrl = process.env.TEST_DATABASE_URL;
const skip = !databaseUrl ? 'TEST_DATABASE_URL not set' : !testS3Endpoint ? 'TEST_S3_ENDPOINT not set' : false;
const folders = tempFolders();
const CLARA = DEMO_ACCOUNTS.find((demo) => demo.role === 'client')!;
const ADMIN = DEMO_ACCOUNTS.find((demo) => demo.role === 'admin')!;
const VOLATILE = { mail_outbox: ['attempts', 'next_attempt_at', 'locked_until', 'last_error', 'held_at'] };

/** Every object in the bucket with its ETag: what "deleted or overwritten nothing" is checked against. */
async function objects(bucket: TestBucket): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await bucket.client.send(
      new ListObjectsV2Command({ Bucket: bucket.settings.bucket, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) found.set(object.Key!, object.ETag!);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

async function replacePhoto(agent: Agent) {
  const body = multipart([{ name: 'profilePhoto', filename: 'new.png', contentType: 'image/png', data: PNG_1X1 }]);
  const response = await agent.request({ method: 'POST', url: '/api/v1/user/updateFiles', ...body });
  assert.equal(response.statusCode, 200, response.body);
}

describe('a PostgreSQL backup restored beside the original, on the same bucket', { skip }, () => {
  const created: string[] = [];
  let bucket: TestBucket;
  let original: TestContext;
  const urlOf = (name: string) => {
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const createDatabase = async (role: string) => {
    const name = `freelane_${role}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    created.push(name);
    return urlOf(name);
  };
  const env = (url: string) => ({
    ...bucket.env,
    DATABASE_URL: url,
    DATA_DIR: folders.make('data'),
    LOG_LEVEL: 'error',
  });

  const written = { during: [] as string[], after: [] as string[] };
  let originalUrl: string;
  let backupFile: string;
  let photoKey: string;
  let inFlightKey: string;
  let multipartKey: string;
  let originalInstance: string;
  let claraSession: Agent;

  before(async () => {
    bucket = await createTestBucket();
    originalUrl = await createDatabase('original');
    original = await buildTestApp({
      config: { databaseUrl: originalUrl, objectStorage: bucket.settings, seedDemo: true },
      fileStorage: 'configured',
      mailTransport: unreachableSmtp,
    });
    [{ id: originalInstance }] = await original.app.db.select().from(instance);
    claraSession = await logIn(original, CLARA.email, CLARA.password);
    await replacePhoto(claraSession);
    const [clara] = await original.app.db.select().from(users).where(eq(users.email, CLARA.email));
    photoKey = (await original.app.db.select().from(storedFiles).where(eq(storedFiles.ownerId, clara.id)))[0]
      .storageKey;
    // What the backup catches mid-flight: an upload whose bytes are in the bucket and whose row is
    // committed only after the backup, and a multipart upload still open.
    inFlightKey = original.app.storage.newKey('photo', randomUUID());
    await original.app.storage.write(inFlightKey, Readable.from([PNG_1X1]));
    multipartKey = `${UPLOADS_PREFIX}${original.app.storage.newKey('work', randomUUID())}`;
    await bucket.client.send(new CreateMultipartUploadCommand({ Bucket: bucket.settings.bucket, Key: multipartKey }));
    // A release in the registry (with PostgreSQL it lives in the database).
    const registry = new PostgresRegistry(original.app.db);
    await registry.recordVersion('mf-public', '60878e697406d0a7', 'ops@test');
    await registry.change('mf-public', 'ops@test', () => ({ action: 'release', version: '60878e697406d0a7' }));
    await original.app.mailer.send({
      to: 'waiting@example.test',
      subject: 'Queued at backup time',
      text: 'x',
      html: '<p>x</p>',
      links: [],
    });
  });

  after(async () => {
    await original?.close();
    if (bucket) {
      const open = await bucket.client.send(new ListMultipartUploadsCommand({ Bucket: bucket.settings.bucket }));
      for (const upload of open.Uploads ?? []) {
        await bucket.client.send(
          new AbortMultipartUploadCommand({
            Bucket: bucket.settings.bucket,
            Key: upload.Key,
            UploadId: upload.UploadId,
          }),
        );
      }
      await bucket.remove();
    }
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    folders.removeAll();
  });

  it('backs up with pg_dump under writes and restores the same data; the copy replaces and sweeps nothing of the original', async () => {
    const admin = await logIn(original, ADMIN.email, ADMIN.password);
    backupFile = path.join(folders.make('backups'), 'freelane.backup');
    let running = true;
    const backup = operatorRuns('backup', [backupFile], env(originalUrl)).finally(() => (running = false));
    for (let n = 1; running; n += 1) {
      const title = `During the backup ${n}`;
      if (await writeBlogPost(admin, title)) written.during.push(title);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const run = await backup;
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /pg_dump \d+/);
    assert.match(run.stdout, /keys referenced in the bucket/);
    // The in-flight upload is committed after the backup: the original now depends on it.
    const [clara] = await original.app.db.select().from(users).where(eq(users.email, CLARA.email));
    await original.app.repos.storedFiles.create({
      id: randomUUID(),
      ownerId: clara.id,
      kind: 'resume',
      contentType: 'image/png',
      originalName: 'late.png',
      size: PNG_1X1.length,
      storageKey: inFlightKey,
    });
    assert.ok(await writeBlogPost(admin, 'After the backup'));
    written.after.push('After the backup');
    const originalRows = await tableRows(original.app.db, VOLATILE);
    const bucketBefore = await objects(bucket);

    const copyUrl = await createDatabase('copy');
    const restore = await operatorRuns('restore', [backupFile], env(copyUrl));
    assert.equal(restore.code, 0, restore.stderr);
    assert.match(restore.stdout, /never deleted or replaced by this copy/);
    assert.match(restore.stdout, /mail: 1 unsent mails held/);

    const clock = new FakeClock();
    const copy = await buildTestApp({
      config: { databaseUrl: copyUrl, objectStorage: bucket.settings },
      fileStorage: 'configured',
      clock,
    });
    try {
      assertSameDataAsOf(originalRows, await tableRows(copy.app.db, VOLATILE), {
        skip: ['instance', 'sessions'],
        writtenSince: (table, row) =>
          (table === 'blogs' &&
            [...written.during, ...written.after].some((title) => row.includes(`"title": ${JSON.stringify(title)}`))) ||
          (table === 'stored_files' && row.includes(inFlightKey)),
      });
      assert.deepEqual(await new PostgresRegistry(copy.app.db).live(), { 'mf-public': '60878e697406d0a7' });
      const [identity] = await copy.app.db.select().from(instance);
      assert.notEqual(identity.id, originalInstance);
      assert.deepEqual(identity.ownedInstances, [identity.id]);

      // The original's session opens nothing here; Clara signs in again and replaces her photo.
      const stale = new Agent(copy);
      for (const [name, value] of claraSession.cookies) stale.cookies.set(name, value);
      assert.equal((await stale.get('/api/v1/user/profile')).statusCode, 401);
      await replacePhoto(await logIn(copy, CLARA.email, CLARA.password));
      const ownOrphan = copy.app.storage.newKey('photo', randomUUID());
      await copy.app.storage.write(ownOrphan, Readable.from([PNG_1X1]));
      // Two hours on, the copy's sweep runs over what the backup caught mid-flight.
      clock.advance({ minutes: 120 });
      assert.equal(await copy.app.scheduler.sweepOrphanedUploads(), 1, "only the copy's own orphan");

      const bucketAfter = await objects(bucket);
      for (const [key, etag] of bucketBefore)
        assert.equal(bucketAfter.get(key), etag, `${key} is deleted or overwritten`);
      assert.ok(bucketAfter.has(`${UPLOADS_PREFIX}${photoKey}`), "the original's photo, which the copy replaced");
      assert.ok(bucketAfter.has(`${UPLOADS_PREFIX}${inFlightKey}`), 'the upload the backup caught mid-flight');
      assert.equal(bucketAfter.has(`${UPLOADS_PREFIX}${ownOrphan}`), false, 'the copy still sweeps its own');
      const added = [...bucketAfter.keys()].filter((key) => !bucketBefore.has(key));
      assert.deepEqual(
        added.map((key) => key.startsWith(`${UPLOADS_PREFIX}${identity.id}_photo-`)),
        [true],
        "the copy's new photo, under its own id",
      );
      const open = await bucket.client.send(new ListMultipartUploadsCommand({ Bucket: bucket.settings.bucket }));
      assert.deepEqual(
        (open.Uploads ?? []).map((upload) => upload.Key),
        [multipartKey],
        "the original's open multipart upload is not aborted",
      );

      // The mail the original had queued stays held until an operator releases it.
      assert.equal(await copy.app.mailer.deliverDue(), 0);
      const listed = await operatorRuns('held-mail', [], env(copyUrl));
      assert.match(listed.stdout, /1 mails held by a restore.*waiting@example\.test/s);
      const sent = await operatorRuns('held-mail', ['--send'], env(copyUrl));
      assert.equal(sent.code, 0, sent.stderr);
      assert.equal(await copy.app.mailer.deliverDue(), 1);
      assert.deepEqual(
        copy.outbox.messages.map((mail) => mail.subject),
        ['Queued at backup time'],
      );
      const [mail] = await copy.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Queued at backup time'));
      assert.ok(mail.sentAt);
    } finally {
      await copy.close();
    }
  });

  it('with --adopt-storage (a disaster recovery) the restored site takes the objects over', async () => {
    assert.ok(backupFile, 'runs after the backup');
    const recoveredUrl = await createDatabase('recovered');
    const restore = await operatorRuns('restore', [backupFile, '--adopt-storage'], env(recoveredUrl));
    assert.equal(restore.code, 0, restore.stderr);
    assert.match(restore.stdout, /--adopt-storage: this copy may delete and replace/);
    const recovered = await buildTestApp({
      config: { databaseUrl: recoveredUrl, objectStorage: bucket.settings },
      fileStorage: 'configured',
    });
    try {
      const [identity] = await recovered.app.db.select().from(instance);
      assert.deepEqual(identity.ownedInstances, [identity.id, originalInstance]);
      await replacePhoto(await logIn(recovered, CLARA.email, CLARA.password));
      assert.equal((await objects(bucket)).has(`${UPLOADS_PREFIX}${photoKey}`), false, 'the replaced photo is deleted');

      // A database restored by other means (a point-in-time recovery elsewhere) is made a copy the same way.
      const made = await operatorRuns('make-copy', [], env(recoveredUrl));
      assert.equal(made.code, 0, made.stderr);
      const [renewed] = await recovered.app.db.select().from(instance);
      assert.notEqual(renewed.id, identity.id);
      assert.deepEqual(renewed.ownedInstances, [renewed.id]);
      assert.equal(renewed.restoredFrom, identity.id);
      assert.match(made.stdout, new RegExp(`now instance ${renewed.id} \\(it was ${identity.id}\\)`));
    } finally {
      await recovered.close();
    }
  });
});
