// The file storage failing (issue 32), on the real app with the real S3 client: a bucket that
// refuses connections (down), and moto behind a relay that stops passing bytes the way a stopped
// process does (hung: connections accepted, nothing answered), then lets them through again. No
// mock of the SDK. The bounds asserted are the issue's own: an upload answers 503 within 10 s,
// readiness within 2 s, everything works again within 5 s of the store's return.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it, type TestContext as NodeTestContext } from 'node:test';
import { eq } from 'drizzle-orm';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, type ChatMessage } from '@freelane/shared/contracts';
import { freePort } from '../../../scripts/lib/server.mjs';
import { pendingUploads, storedFiles } from '../db/schema';
import { Agent } from '../testing/agent';
import { buildChatPair, filePart, MESSAGE_API, postFiles, type ChatPair } from '../testing/chat-fixtures';
import { buildFreelancer, signIn } from '../testing/factories';
import { multipart, PNG_1X1, SMALL_PDF } from '../testing/multipart';
import { StallingProxy } from '../testing/stalling-proxy';
import { sleep } from '../testing/tabs';
import { createTestBucket, NO_S3, testS3Endpoint, type TestBucket } from '../testing/test-bucket';
import { buildTestApp, type TestContext } from '../testing/test-app';

const UPLOAD_ANSWER_MS = 10_000;
const READY_ANSWER_MS = 2_000;
const RECOVERY_MS = 5_000;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

function storageApp(endpoint: string, bucket: string): Promise<TestContext> {
  return buildTestApp({
    fileStorage: 'configured',
    config: {
      objectStorage: {
        bucket,
        endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        forcePathStyle: true,
      },
    },
  });
}

const photoForm = () =>
  multipart([{ name: 'profilePhoto', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }]);
const pdfMessage = (message: string, clientMessageId = randomUUID()) => ({
  files: [filePart('plan.pdf', SMALL_PDF, 'application/pdf')],
  fields: { message, clientMessageId },
});

/** The value of one series (`name{labels}` exactly as exposed), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

function assertUnavailable(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  what: string,
) {
  assert.equal(response.statusCode, 503, `${what}: ${response.body}`);
  assert.equal(JSON.parse(response.body).code, 'STORAGE_UNAVAILABLE', what);
  assert.equal(response.headers['retry-after'], '5', what);
}

const committedMessage = (ctx: TestContext, senderId: string, clientMessageId: string) =>
  ctx.app.repos.messages.findByClientMessageId(senderId, clientMessageId);
const chatFilesOf = async (ctx: TestContext, ownerId: string) =>
  (await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.ownerId, ownerId))).filter(
    (file) => file.kind === 'chatAttachment',
  );

describe('a bucket that refuses connections (down)', { skip: testS3Endpoint ? false : NO_S3 }, () => {
  it('answers uploads and downloads of existing files 503 STORAGE_UNAVAILABLE, never 404; readiness and metrics say why', async (t: NodeTestContext) => {
    const ctx = await storageApp(`http://127.0.0.1:${await freePort()}`, 'freelane-down');
    try {
      const ava = await buildFreelancer(ctx);
      const agent = await signIn(ctx, ava);
      const form = photoForm();
      const upload = await timed(() => agent.post('/api/v1/user/updateFiles', form.payload, { headers: form.headers }));
      assertUnavailable(upload.value, 'the upload');
      assert.ok(upload.ms < UPLOAD_ANSWER_MS, `the upload answered in ${upload.ms} ms`);
      t.diagnostic(`down: upload answered 503 in ${upload.ms} ms`);
      assert.equal((await ctx.app.repos.users.findById(ava.user.id))?.profilePhoto ?? null, null, 'no photo recorded');

      // A photo uploaded before the outage: its row is there, its bytes are out of reach.
      const id = randomUUID();
      await ctx.app.repos.storedFiles.create({
        id,
        ownerId: ava.user.id,
        kind: 'profilePhoto',
        contentType: 'image/png',
        originalName: 'me.png',
        size: PNG_1X1.length,
        storageKey: `photo-${id}`,
      });
      const download = await timed(() => new Agent(ctx).get(`/api/v1/files/${id}`));
      assertUnavailable(download.value, 'the download of an existing photo');
      t.diagnostic(`down: download answered 503 in ${download.ms} ms`);

      const ready = await timed(() => ctx.app.inject({ url: '/api/v1/health/ready' }));
      assert.equal(ready.value.statusCode, 200, 'still ready: pages, sign-in, chat and most of the API need no bucket');
      assert.match(ready.value.json().checks.storage, /^not answering since \S+ \(ECONNREFUSED/);
      assert.ok(ready.ms < READY_ANSWER_MS, `readiness answered in ${ready.ms} ms`);

      const metrics = (await ctx.app.inject({ url: '/metrics' })).body;
      assert.equal(sample(metrics, 'freelane_dependency_up{dependency="storage",critical="false"}'), 0);
      assert.equal(sample(metrics, 'freelane_dependency_up{dependency="database",critical="true"}'), 1);
      // Whichever call met the closed port first (the upload, or the scheduler's sweep at start), the
      // calls after it were refused without trying the store again.
      const unavailable = ['write', 'read', 'sweep', 'probe'].map((operation) =>
        sample(metrics, `freelane_storage_errors_total{operation="${operation}",kind="unavailable"}`),
      );
      assert.ok(unavailable.some((count) => count >= 1), metrics);
    } finally {
      await ctx.close();
    }
  });
});

describe(
  'a bucket that hangs (accepts connections, never answers), then comes back',
  { skip: testS3Endpoint ? false : NO_S3 },
  () => {
    let bucket: TestBucket;
    let proxy: StallingProxy;
    let ctx: TestContext;
    let pair: ChatPair;
    before(async () => {
      bucket = await createTestBucket();
      const moto = new URL(testS3Endpoint!);
      proxy = await StallingProxy.start({ host: moto.hostname, port: Number(moto.port) });
      ctx = await storageApp(proxy.endpoint, bucket.settings.bucket);
      pair = await buildChatPair(ctx);
    });
    after(async () => {
      await ctx?.close();
      await proxy?.close();
      await bucket?.remove();
    });

    it('commits nothing for a client that gave up, even when the store takes the bytes afterwards', async () => {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as AddressInfo;
      const { clara, ava, claraAgent } = pair;
      await claraAgent.get('/api/v1/health'); // the anti-forgery cookie
      const clientMessageId = randomUUID();
      const { files, fields } = pdfMessage('sent while the store hangs', clientMessageId);
      const body = multipart(files, fields);

      proxy.hang();
      // A real connection, which the client closes after a second (a tab closed, a proxy's timeout).
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${MESSAGE_API}/sendMessage/${ava.user.id}`,
        headers: {
          ...body.headers,
          'content-length': String(body.payload.length),
          cookie: [...claraAgent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          [CSRF_HEADER_NAME]: claraAgent.cookies.get(CSRF_COOKIE_NAME) ?? '',
        },
      });
      let answered: number | null = null;
      request.on('response', (response) => {
        answered = response.statusCode ?? null;
      });
      request.on('error', () => undefined);
      request.end(body.payload);
      await sleep(1000);
      request.destroy();
      await sleep(500);
      // The store comes back well before any timeout of ours would have fired, and takes in whatever
      // reached it meanwhile.
      proxy.resume();
      await sleep(2500);

      assert.equal(answered, null, 'the client left before any answer');
      assert.equal(await committedMessage(ctx, clara.user.id, clientMessageId), undefined, 'no message committed');
      assert.deepEqual(await chatFilesOf(ctx, clara.user.id), [], 'no attachment recorded');
      const recorded = (await ctx.app.db.select().from(pendingUploads)).map((row) => row.key);
      assert.ok(
        recorded.some((key) => key.includes('_chat-')),
        'its key stays recorded, so the hourly sweep removes bytes that landed (the crash net)',
      );
      assert.equal(ctx.app.storage.health.isDown, false, 'a client going away says nothing about the store');
    });

    it('answers an upload and a download 503 within 10 s, then at once, and works again within 5 s of the store', async (t: NodeTestContext) => {
      const { clara, ava, claraAgent } = pair;
      const photo = photoForm();
      const before = await claraAgent.post('/api/v1/user/updateFiles', photo.payload, { headers: photo.headers });
      assert.equal(before.statusCode, 200, before.body);
      const photoUrl: string = before.json().user.profile.profilePhoto;

      proxy.hang();
      const first = pdfMessage('the first upload in the outage');
      const [upload, download] = await Promise.all([
        timed(() => postFiles(claraAgent, ava.user.id, first.files, first.fields)),
        timed(() => new Agent(ctx).get(photoUrl)),
      ]);
      assertUnavailable(upload.value, 'the upload');
      assert.ok(upload.ms < UPLOAD_ANSWER_MS, `the upload answered in ${upload.ms} ms`);
      assertUnavailable(download.value, 'the download of an existing photo');
      assert.ok(download.ms < UPLOAD_ANSWER_MS, `the download answered in ${download.ms} ms`);
      t.diagnostic(`hung: upload 503 in ${upload.ms} ms, download 503 in ${download.ms} ms`);

      const second = pdfMessage('the next upload in the outage');
      const next = await timed(() => postFiles(claraAgent, ava.user.id, second.files, second.fields));
      assertUnavailable(next.value, 'the next upload');
      t.diagnostic(`hung: the next upload 503 in ${next.ms} ms (known down)`);

      const ready = await timed(() => ctx.app.inject({ url: '/api/v1/health/ready' }));
      assert.equal(ready.value.statusCode, 200);
      assert.match(ready.value.json().checks.storage, /^not answering since /);
      assert.ok(ready.ms < READY_ANSWER_MS, `readiness answered in ${ready.ms} ms`);
      t.diagnostic(`hung: readiness answered in ${ready.ms} ms: ${ready.value.json().checks.storage}`);

      proxy.resume();
      const back = performance.now();
      let recovered: ChatMessage | undefined;
      let refusedAfter = 0;
      while (!recovered) {
        const attempt = pdfMessage('after the store came back');
        const response = await postFiles(claraAgent, ava.user.id, attempt.files, attempt.fields);
        if (response.statusCode === 200) recovered = response.json().newMessage as ChatMessage;
        else {
          assertUnavailable(response, 'an upload just after the store came back');
          refusedAfter += 1;
          assert.ok(performance.now() - back < RECOVERY_MS, 'uploads work again within 5 s of the store');
          await sleep(250);
        }
      }
      const recoveryMs = Math.round(performance.now() - back);
      t.diagnostic(
        `back: an upload succeeded ${recoveryMs} ms after the store returned (${refusedAfter} refused before)`,
      );
      assert.equal((await new Agent(ctx).get(photoUrl)).statusCode, 200, 'downloads work again');

      await sleep(1000); // whatever the store still held has landed by now
      for (const answered503 of [first, second]) {
        assert.equal(
          await committedMessage(ctx, clara.user.id, answered503.fields.clientMessageId),
          undefined,
          'an upload answered 503 is never committed later',
        );
      }
      const metrics = (await ctx.app.inject({ url: '/metrics' })).body;
      assert.equal(sample(metrics, 'freelane_dependency_up{dependency="storage",critical="false"}'), 1);
      assert.ok(sample(metrics, 'freelane_storage_errors_total{operation="write",kind="unavailable"}') >= 1);
      assert.ok(sample(metrics, 'freelane_storage_errors_total{operation="read",kind="unavailable"}') >= 1);
    });
  },
);
