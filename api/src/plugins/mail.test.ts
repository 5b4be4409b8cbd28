import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { SentMessageInfo, Transport } from 'nodemailer';
import { mailOutbox } from '../db/schema';
import { passwordResetEmail } from '../mail/password-reset-email';
import { verificationEmail } from '../mail/verification-email';
import { Agent } from '../testing/agent';
import { FakeClock } from '../testing/fake-clock';
import { buildUser } from '../testing/factories';
import { MemoryOutbox } from '../testing/memory-outbox';
import { buildTestApp } from '../testing/test-app';
import { MAIL_GIVE_UP_MS, MAIL_INLINE_WAIT_MS } from './mail';

const root = mkdtempSync(path.join(tmpdir(), 'freelane-mail-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A mail server that refuses every connection while `down()` says so, and counts what it was offered. */
function flakyServer(down: () => boolean) {
  const delivered = new MemoryOutbox();
  let attempts = 0;
  const transport: Transport<SentMessageInfo> = {
    name: 'flaky',
    version: '1',
    send(mail, callback) {
      attempts += 1;
      if (down()) {
        callback(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ECONNECTION' }), undefined);
        return;
      }
      delivered.transport.send(mail, callback);
    },
  };
  return { transport, delivered, attempts: () => attempts };
}

/** The value of one metric in the /metrics text, summed over its labels (or for the given label). */
async function metric(app: Awaited<ReturnType<typeof buildTestApp>>['app'], name: string, label = '') {
  const text = (await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{${label}`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file a person can open, with the link in it', async () => {
    const outboxDir = path.join(root, 'eml');
    const ctx = await buildTestApp({ mailTransport: 'outbox-folder', config: { mailOutboxDir: outboxDir } });
    const link = 'http://localhost:8080/api/v1/user/verify-email?token=abc_DEF-123&from="mail"';
    await ctx.app.mailer.send(verificationEmail('new.person@example.test', link));
    await ctx.close();

    const files = readdirSync(outboxDir);
    assert.equal(files.length, 1);
    assert.match(files[0], /\.eml$/);
    // Quoted-printable: undo soft line breaks and the escaped '=' the way a mail client does.
    const eml = readFileSync(path.join(outboxDir, files[0]), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    assert.match(eml, /^To: new\.person@example\.test$/m);
    assert.match(eml, /^Subject: Verify your Freelane e-mail address$/m);
    assert.ok(eml.includes(link), 'the plain-text part carries the link');
    assert.ok(eml.includes('abc_DEF-123&#38;from&#61;&#34;mail&#34;') || eml.includes('abc_DEF-123&#38;from=&#34;mail&#34;'), 'the HTML part is escaped');
  });

  it('prints the links to the log only when told to (a loopback HOST), never otherwise', async () => {
    const link = 'http://localhost:8080/recover-password/secret-reset-token-123';
    for (const mailLogLinks of [true, false]) {
      const lines: string[] = [];
      const ctx = await buildTestApp({
        mailTransport: 'outbox-folder',
        config: { mailOutboxDir: path.join(root, `links-${mailLogLinks}`), mailLogLinks },
        logStream: { write: (line) => void lines.push(line) },
      });
      await ctx.app.mailer.send(passwordResetEmail('ava@example.test', 'Ava', link));
      await ctx.close();
      const written = lines.filter((line) => line.includes('mail written to the outbox'));
      assert.equal(written.length, 1, lines.join(''));
      assert.equal(lines.some((line) => line.includes('secret-reset-token-123')), mailLogLinks, `mailLogLinks=${mailLogLinks}`);
    }
  });
});

describe('the mail outbox: a mail server that is down loses nothing', () => {
  it('with SMTP down for 10 minutes, delivers every mail once afterwards, the unread-messages digest included', async () => {
    const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
    const recoversAt = new Date('2026-11-22T08:10:00.000Z').getTime();
    const smtp = flakyServer(() => clock.now().getTime() < recoversAt);
    const ctx = await buildTestApp({ clock, mailTransport: smtp.transport });
    try {
      const ava = await buildUser(ctx, { role: 'freelancer', fullName: 'Ava Patel' });
      const clara = await buildUser(ctx, { role: 'client', fullName: 'Clara Client' });

      // A reset link asked for during the outage: the request is answered as ever.
      const asked = await new Agent(ctx).post('/api/v1/user/forget-password', { email: ava.email });
      assert.equal(asked.statusCode, 200);
      // A message Ava leaves unread: its digest falls due 10 minutes later, still in the outage.
      await ctx.app.repos.messages.append({ senderId: clara.user.id, recipientId: ava.user.id, body: 'Are you free on Monday?', now: clock.now() });
      await ctx.app.mailer.send(verificationEmail(clara.email, 'http://localhost:8080/api/v1/user/verify-email?token=t1'));
      const until = async (what: string, done: () => Promise<boolean>) => {
        const started = Date.now();
        while (!(await done())) {
          assert.ok(Date.now() - started < 5000, what);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      await until('the reset mail is in the outbox', async () => (await ctx.app.db.select().from(mailOutbox)).length === 2);

      // Each minute, as the timers would: the scheduler's digest and the outbox's retry pass.
      let digests = 0;
      for (let minute = 1; minute <= 20; minute += 1) {
        clock.advance({ minutes: 1 });
        digests += await ctx.app.scheduler.mailUnreadMessages();
        await ctx.app.mailer.deliverDue();
        if (clock.now().getTime() < recoversAt) assert.equal(smtp.delivered.messages.length, 0, `nothing got through at minute ${minute}`);
        // What an alert reads: the oldest waiting mail (the reset link, written at 08:00) ages with the outage.
        if (minute === 5) assert.equal(await metric(ctx.app, 'freelane_mail_oldest_queued_age_seconds'), 5 * 60);
      }
      assert.equal(digests, 1, 'the digest was written once, at minute 10');

      const mails = smtp.delivered.messages;
      assert.deepEqual(mails.map((mail) => mail.subject).sort(), [
        'New message from Clara Client',
        'Reset your Freelane password',
        'Verify your Freelane e-mail address',
      ]);
      assert.equal(smtp.delivered.to(ava.email).length, 2, 'the reset link and the digest, once each');
      assert.match(smtp.delivered.to(ava.email).find((mail) => mail.subject.startsWith('New message'))!.text, /Are you free on Monday\?/);
      // Retried with backoff (30 s, 1, 2, 4 minutes …), not once a minute for every mail.
      const failed = smtp.attempts() - mails.length;
      assert.ok(failed >= 6 && failed <= 14, `${failed} failed attempts`);
      const rows = await ctx.app.db.select().from(mailOutbox);
      assert.ok(rows.every((row) => row.sentAt && !row.failedAt && row.lockedUntil === null), 'all sent and recorded');
      assert.ok(rows.every((row) => row.sentAt!.getTime() <= recoversAt + 5 * 60_000), 'each within 5 minutes of the recovery');
      assert.equal(await metric(ctx.app, 'freelane_mail_sent_total'), 3);
      assert.equal(await metric(ctx.app, 'freelane_mail_failures_total', 'outcome="retry"'), failed);
      assert.equal(await metric(ctx.app, 'freelane_mail_queued'), 0);
      assert.equal(await metric(ctx.app, 'freelane_mail_oldest_queued_age_seconds'), 0, 'nothing waits: no age');

      // Nothing is sent twice afterwards.
      clock.advance({ days: 1 });
      assert.equal(await ctx.app.mailer.deliverDue(), 0);
      assert.equal(await ctx.app.scheduler.mailUnreadMessages(), 0);
      assert.equal(smtp.delivered.messages.length, 3);
    } finally {
      await ctx.close();
    }
  });

  it('gives up on a mail after three days of failures and records why', async () => {
    const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
    const smtp = flakyServer(() => true);
    const ctx = await buildTestApp({ clock, mailTransport: smtp.transport });
    try {
      await ctx.app.mailer.send(verificationEmail('lost@example.test', 'http://localhost:8080/x'));
      assert.equal(await metric(ctx.app, 'freelane_mail_queued'), 1);
      for (let hour = 0; hour < 3 * 24 + 1; hour += 1) {
        clock.advance({ minutes: 60 });
        await ctx.app.mailer.deliverDue();
      }
      const [row] = await ctx.app.db.select().from(mailOutbox);
      assert.ok(row.failedAt && row.failedAt.getTime() - row.createdAt.getTime() >= MAIL_GIVE_UP_MS);
      assert.match(row.lastError ?? '', /ECONNREFUSED/);
      assert.equal(row.sentAt, null);
      assert.equal(await metric(ctx.app, 'freelane_mail_failures_total', 'outcome="gave_up"'), 1);
      assert.equal(await metric(ctx.app, 'freelane_mail_queued'), 0);
      const attempts = smtp.attempts();
      clock.advance({ days: 1 });
      await ctx.app.mailer.deliverDue();
      assert.equal(smtp.attempts(), attempts, 'never tried again');
    } finally {
      await ctx.close();
    }
  });

  it('answers the request after a few seconds when the mail server hangs, and sends that mail once', async () => {
    const delivered = new MemoryOutbox();
    let release: () => void = () => undefined;
    const hanging: Transport<SentMessageInfo> = {
      name: 'hanging',
      version: '1',
      send(mail, callback) {
        release = () => delivered.transport.send(mail, callback);
      },
    };
    const ctx = await buildTestApp({ mailTransport: hanging });
    try {
      const started = Date.now();
      await ctx.app.mailer.send(verificationEmail('slow@example.test', 'http://localhost:8080/y'));
      const waited = Date.now() - started;
      assert.ok(waited >= MAIL_INLINE_WAIT_MS - 50 && waited < MAIL_INLINE_WAIT_MS + 2000, `waited ${waited} ms`);
      // The attempt under way holds its mail: a retry pass does not send it a second time.
      assert.equal(await ctx.app.mailer.deliverDue(), 0);
      release();
      await delivered.waitFor('slow@example.test');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [row] = await ctx.app.db.select().from(mailOutbox);
      assert.ok(row.sentAt, 'recorded as sent');
      assert.equal(delivered.messages.length, 1);
    } finally {
      await ctx.close();
    }
  });
});
