import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transport, type Transporter } from 'nodemailer';
import { Counter, Gauge } from 'prom-client';
import type { MailOutboxRow } from '../db/schema';
import { outageLog } from '../lib/outage-log';
import { randomToken } from '../lib/tokens';
import type { MailMessage } from '../mail/mail-message';

export interface Mailer {
  /**
   * Writes the mail to the outbox (durable from then on), then tries to send it at once. Resolves
   * once it is sent, or once the attempt has taken MAIL_INLINE_WAIT_MS (it goes on meanwhile); a
   * failed attempt is retried with backoff, so a mail server being down never fails the caller.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Tries mails written with `repos.mailOutbox.enqueue` inside a transaction, once it has
   * committed (the unread-messages digest claims its messages and writes its mail together).
   */
  deliver(ids: readonly string[]): Promise<void>;
  /** One retry pass over every mail whose next attempt is due (every MAIL_RETRY_POLL_MS). Resolves to how many were sent. */
  deliverDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  from: string;
  smtpUrl: string | undefined;
  outboxDir: string;
  /** Without SMTP: print each mail's links to the log (on a loopback HOST only, see config.ts). */
  logLinks: boolean;
  /** Replaces SMTP/outbox (tests capture messages in memory, or make them fail). */
  transport?: Transport;
}

/** How long a request waits for its mail's first attempt before answering anyway. */
export const MAIL_INLINE_WAIT_MS = 3000;
/** How often each process looks for mails due for another attempt. */
export const MAIL_RETRY_POLL_MS = 30_000;
/** Mails still unsent this long after they were written are given up on (and recorded as failed). */
export const MAIL_GIVE_UP_MS = 3 * 24 * 60 * 60_000;
/** How long one attempt holds its mail: longer than the SMTP timeouts below allow an attempt to take. */
const ATTEMPT_LEASE_MS = 2 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/** Mails one retry pass claims at a time. */
const RETRY_BATCH = 50;

/** 30 s after the first failure, doubling, at most 5 minutes: a 10-minute outage ends with every mail out within 5 minutes. */
export function mailRetryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 5 * 60_000);
}

async function mailPlugin(app: FastifyInstance, options: MailPluginOptions) {
  const sendOne = (() => {
    if (options.transport || options.smtpUrl) {
      const transporter: Transporter = options.transport
        ? nodemailer.createTransport(options.transport)
        : nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
      app.addHook('onClose', async () => transporter.close());
      return async (row: MailOutboxRow) => {
        await transporter.sendMail({ from: options.from, to: row.recipient, subject: row.subject, text: row.text, html: row.html, headers: row.headers ?? undefined });
      };
    }
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return async (row: MailOutboxRow) => {
      const info = await transporter.sendMail({ from: options.from, to: row.recipient, subject: row.subject, text: row.text, html: row.html, headers: row.headers ?? undefined });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomToken(4)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Links open accounts (password resets): printed only on a developer's loopback machine.
      if (options.logLinks) app.log.info({ file, subject: row.subject, links: row.links }, 'mail written to the outbox (set SMTP_URL to send real mail)');
      else app.log.info({ file, subject: row.subject }, 'mail written to the outbox');
    };
  })();

  // The retry pass runs every 30 s: a database outage is one warning (and one line when it is over).
  const passLog = outageLog(app.log, 'the mail retry pass');
  const sent = new Counter({ name: 'freelane_mail_sent_total', help: 'Mails sent (or written to the outbox folder)', registers: [app.metrics] });
  const failures = new Counter({
    name: 'freelane_mail_failures_total',
    help: 'Failed mail attempts: retry (tried again later) or gave_up (too old, recorded as failed)',
    labelNames: ['outcome'],
    registers: [app.metrics],
  });
  new Gauge({
    name: 'freelane_mail_queued',
    help: 'Mails waiting in the outbox (due or backing off after a failure), across every process',
    registers: [app.metrics],
    async collect() {
      // With the database away the count is unknown: the last one stays, and /metrics still answers.
      try {
        this.set(await app.repos.mailOutbox.queued());
      } catch (error) {
        passLog.failed(error);
      }
    },
  });
  // The count alone cannot tell a busy outbox from a stuck one; the oldest mail's age can.
  new Gauge({
    name: 'freelane_mail_oldest_queued_age_seconds',
    help: 'Age of the oldest mail waiting in the outbox, across every process (0 when none waits)',
    registers: [app.metrics],
    async collect() {
      const oldest = await app.repos.mailOutbox.oldestQueuedAt();
      this.set(oldest ? Math.max(0, app.clock.now().getTime() - oldest.getTime()) / 1000 : 0);
    },
  });

  const attempt = async (row: MailOutboxRow) => {
    try {
      await sendOne(row);
    } catch (error) {
      const now = app.clock.now();
      const giveUp = now.getTime() - row.createdAt.getTime() >= MAIL_GIVE_UP_MS;
      const retryAt = giveUp ? null : new Date(now.getTime() + mailRetryDelayMs(row.attempts));
      await app.repos.mailOutbox.markFailed(row.id, now, error instanceof Error ? error.message : String(error), retryAt);
      failures.inc({ outcome: giveUp ? 'gave_up' : 'retry' });
      app.log[giveUp ? 'error' : 'warn'](
        { err: error, mailId: row.id, subject: row.subject, attempts: row.attempts, retryAt },
        giveUp ? 'mail given up on' : 'mail could not be sent: it will be tried again',
      );
      return false;
    }
    await app.repos.mailOutbox.markSent(row.id, app.clock.now());
    sent.inc();
    return true;
  };

  // Attempts still running (a request stopped waiting for its own): the app closes after them.
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };
  const attemptAll = (rows: readonly MailOutboxRow[]) =>
    track(
      Promise.all(
        rows.map((row) =>
          attempt(row).catch((error: unknown) => {
            app.log.error({ err: error, mailId: row.id }, 'mail outbox bookkeeping failed: the mail is retried after its claim expires');
            return false;
          }),
        ),
      ),
    );

  const claimAndAttempt = async (ids: readonly string[]) => {
    const now = app.clock.now();
    return attemptAll(await app.repos.mailOutbox.claim(ids, now, new Date(now.getTime() + ATTEMPT_LEASE_MS)));
  };

  const mailer: Mailer = {
    async send(message) {
      const id = await app.repos.mailOutbox.enqueue(message, app.clock.now());
      await mailer.deliver([id]);
    },
    async deliver(ids) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAIL_INLINE_WAIT_MS);
      });
      const attempted = track(claimAndAttempt(ids)).then(
        () => undefined,
        // The mail is written; the retry pass takes it up.
        (error: unknown) => app.log.error({ err: error }, 'mail could not be claimed for sending'),
      );
      await Promise.race([attempted, waited]);
      clearTimeout(timer);
    },
    async deliverDue() {
      let delivered = 0;
      for (;;) {
        const now = app.clock.now();
        const rows = await app.repos.mailOutbox.claimDue(now, new Date(now.getTime() + ATTEMPT_LEASE_MS), RETRY_BATCH);
        delivered += (await attemptAll(rows)).filter(Boolean).length;
        if (rows.length < RETRY_BATCH) return delivered;
      }
    },
  };
  app.decorate('mailer', mailer);

  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (pass) return;
      pass = mailer
        .deliverDue()
        .then(() => passLog.ok())
        .catch((error: unknown) => passLog.failed(error))
        .finally(() => {
          pass = undefined;
        });
    }, MAIL_RETRY_POLL_MS);
    timer.unref();
  });
  // Before the database closes: no new pass, and every attempt under way finishes its bookkeeping.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await pass;
    await Promise.allSettled([...inFlight]);
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database', 'clock', 'metrics'] });
