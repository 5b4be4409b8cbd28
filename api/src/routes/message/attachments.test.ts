import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CHAT_ATTACHMENT_MAX_BYTES, type ChatMessage } from '@freelane/shared/contracts';
import { zipOf } from '../../testing/archives';
import { buildChatPair, filePart, MESSAGE_API, postFiles } from '../../testing/chat-fixtures';
import { buildAdmin, buildFreelancer, signIn } from '../../testing/factories';
import { PNG_1X1, SMALL_PDF } from '../../testing/multipart';
import { sleep } from '../../testing/tabs';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const history = async (agent: Awaited<ReturnType<typeof signIn>>, otherId: string) =>
  (await agent.get(`${MESSAGE_API}/getMessage/${otherId}`)).json().message as ChatMessage[];

describe('chat attachments', () => {
  it('sends images, PDFs and ZIPs checked by content, and serves them to the two parties with safe headers', async () => {
    const { ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    const zip = zipOf('brief.txt', 'The brief');
    const sent = await postFiles(
      claraAgent,
      ava.user.id,
      [
        filePart('mood board.png', PNG_1X1, 'image/png'),
        filePart('Devis été (v2).pdf', SMALL_PDF, 'application/pdf'),
        filePart('assets.zip', zip, 'application/zip'),
      ],
      { message: 'Here is everything', clientMessageId: randomUUID() },
    );
    assert.equal(sent.statusCode, 200, sent.body);
    const message = sent.json().newMessage as ChatMessage;
    assert.equal(message.message, 'Here is everything');
    assert.deepEqual(
      message.attachments.map((file) => [file.name, file.contentType, file.size]),
      [
        ['mood board.png', 'image/png', PNG_1X1.length],
        ['Devis été (v2).pdf', 'application/pdf', SMALL_PDF.length],
        ['assets.zip', 'application/zip', zip.length],
      ],
    );
    const [png, pdf, archive] = message.attachments;
    assert.equal(png.url, `/api/v1/message/attachment/${png._id}`);

    for (const agent of [claraAgent, avaAgent]) {
      const image = await agent.get(png.url);
      assert.equal(image.statusCode, 200);
      assert.deepEqual(image.rawPayload, PNG_1X1);
      assert.equal(image.headers['content-type'], 'image/png');
      assert.equal(image.headers['x-content-type-options'], 'nosniff');
      assert.match(String(image.headers['content-disposition']), /^inline; filename="mood board.png"/);
      assert.match(String(image.headers['cache-control']), /private/);
    }
    const document = await avaAgent.get(pdf.url);
    assert.equal(document.headers['content-type'], 'application/pdf');
    assert.equal(
      document.headers['content-disposition'],
      `attachment; filename="Devis _t_ (v2).pdf"; filename*=UTF-8''Devis%20%C3%A9t%C3%A9%20%28v2%29.pdf`,
    );
    const download = await avaAgent.get(archive.url);
    assert.deepEqual(download.rawPayload, zip);
    assert.match(String(download.headers['content-disposition']), /^attachment; filename="assets.zip"/);

    // Nobody else: not a stranger, not an admin, not signed out, and not through the public /files route.
    const sam = await signIn(ctx, await buildFreelancer(ctx));
    const admin = await signIn(ctx, await buildAdmin(ctx));
    for (const outsider of [sam, admin]) {
      const refused = await outsider.get(png.url);
      assert.equal(refused.statusCode, 404);
      assert.equal(refused.json().message, 'This file does not exist.');
    }
    assert.equal((await ctx.app.inject({ url: pdf.url })).statusCode, 401);
    assert.equal((await sam.get(`/api/v1/files/${png._id}`)).statusCode, 404);
    assert.equal((await claraAgent.get(`/api/v1/files/${png._id}`)).statusCode, 404);
  });

  it('checks each file by its bytes: a non-image named .png or .zip is 415 and nothing is kept', async () => {
    const { ava, claraAgent } = await buildChatPair(ctx);
    const before = ctx.storage.files.size;
    const fake = Buffer.from('MZ\x90\x00 this is a program, not an archive');
    for (const name of ['holiday.png', 'sources.zip']) {
      const refused = await postFiles(claraAgent, ava.user.id, [filePart('ok.pdf', SMALL_PDF), filePart(name, fake, 'application/zip')], {
        message: 'Files',
      });
      assert.equal(refused.statusCode, 415, refused.body);
      assert.equal(refused.json().message, 'Each file must be an image (JPG or PNG), a PDF or a ZIP archive.');
    }
    assert.equal(ctx.storage.files.size, before, 'the valid first file is removed too');
    assert.deepEqual(await history(claraAgent, ava.user.id), [], 'no message was stored');

    await sleep(1000);
    // The name never decides: a PNG renamed .zip is stored and served as the PNG it is.
    const renamed = await postFiles(claraAgent, ava.user.id, [filePart('logo.zip', PNG_1X1, 'application/zip')]);
    assert.equal(renamed.statusCode, 200, renamed.body);
    const [file] = (renamed.json().newMessage as ChatMessage).attachments;
    assert.equal(file.contentType, 'image/png');
    assert.equal((await claraAgent.get(file.url)).headers['content-type'], 'image/png');
  });

  it('refuses a file over 20 MB and a sixth file with 413, keeping nothing', async () => {
    const { ava, claraAgent } = await buildChatPair(ctx);
    const before = ctx.storage.files.size;
    const big = Buffer.concat([zipOf('a.txt', 'a'), Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES)]);
    const tooBig = await postFiles(claraAgent, ava.user.id, [filePart('small.png', PNG_1X1), filePart('big.zip', big)]);
    assert.equal(tooBig.statusCode, 413, tooBig.body);
    assert.equal(tooBig.json().message, 'Each file must be at most 20 MB.');
    assert.equal(ctx.storage.files.size, before);

    const six = Array.from({ length: 6 }, (_, i) => filePart(`pic-${i}.png`, PNG_1X1));
    const tooMany = await postFiles(claraAgent, ava.user.id, six, { message: 'Six pictures' });
    assert.equal(tooMany.statusCode, 413, tooMany.body);
    assert.equal(tooMany.json().message, 'You can attach at most 5 files to one message.');
    assert.equal(ctx.storage.files.size, before);
    assert.deepEqual(await history(claraAgent, ava.user.id), []);

    const five = await postFiles(claraAgent, ava.user.id, six.slice(0, 5), { message: 'Five pictures' });
    assert.equal(five.statusCode, 200, five.body);
    assert.equal(five.json().newMessage.attachments.length, 5);
  });

  it('stores a retried upload with the same clientMessageId once: one message, no extra bytes', async () => {
    const { ava, claraAgent, avaAgent } = await buildChatPair(ctx);
    const key = randomUUID();
    const files = [filePart('plan.pdf', SMALL_PDF), filePart('shot.png', PNG_1X1)];
    const first = await postFiles(claraAgent, ava.user.id, files, { message: 'The plan', clientMessageId: key });
    assert.equal(first.statusCode, 200, first.body);
    const stored = ctx.storage.files.size;
    const retried = await postFiles(claraAgent, ava.user.id, files, { message: 'The plan', clientMessageId: key });
    assert.equal(retried.statusCode, 200, retried.body);
    assert.deepEqual(retried.json().newMessage, first.json().newMessage, 'the first message is the answer');
    assert.equal(ctx.storage.files.size, stored, 'no bytes stored for the retry');
    const seen = await history(avaAgent, (first.json().newMessage as ChatMessage).sendersId);
    assert.equal(seen.length, 1);
    assert.equal(seen[0].attachments.length, 2);
  });

  it('takes text-only multipart, but neither text nor files is 400', async () => {
    const { ava, claraAgent } = await buildChatPair(ctx);
    const text = await postFiles(claraAgent, ava.user.id, [], { message: '  Just words  ' });
    assert.equal(text.statusCode, 200, text.body);
    assert.equal(text.json().newMessage.message, 'Just words');
    const nothing = await postFiles(claraAgent, ava.user.id, [], { message: '   ' });
    assert.equal(nothing.statusCode, 400);
    assert.equal(nothing.json().message, 'Please type a message or attach a file.');
  });
});
