import type { CommandContext } from './command-context';
import { JOB_ALERTS_PER_HOUR } from '@freelane/shared/contracts';
import { hmac, safeEqual } from '../lib/tokens';
import { absoluteLink, siteLinks } from '../lib/site-links';
import { jobAlertEmail } from '../mail/job-alert-email';
import { inTransaction, type Repositories } from '../repositories';
import type { ClaimedAlert } from '../repositories/job-alerts';
import type { NotificationParty } from '../repositories/notification-preferences';
import type { NewNotification } from '../repositories/notifications';
import { publishBatch, storeBatch, type StoredBatch } from './notify-batch';

const HOUR_MS = 60 * 60_000;
/** Jobs matched per run at most (the next run, or the next nudge, takes the rest). */
const JOBS_PER_RUN = 200;
const DIGESTS_PER_RUN = 500;

/**
 * The unsubscribe link's token: what it stops (`s` one saved search, `u` every search of a person)
 * and an HMAC of it with the app's secret (SESSION_SECRET, config.ts), so only a link Freelane
 * mailed works, and it works without signing in.
 */
export function unsubscribeToken(secret: string, kind: 's' | 'u', id: string): string {
  return `${kind}.${id}.${hmac(secret, `job-alert-unsubscribe:${kind}:${id}`)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { kind: 's' | 'u'; id: string } | null {
  const [kind, id, signature, extra] = token.split('.');
  if ((kind !== 's' && kind !== 'u') || !id || !signature || extra !== undefined) return null;
  const expected = hmac(secret, `job-alert-unsubscribe:${kind}:${id}`);
  return safeEqual(signature, expected) ? { kind, id } : null;
}

export const unsubscribeLink = (app: CommandContext, kind: 's' | 'u', id: string) =>
  absoluteLink(
    app.config.publicUrl,
    `/api/v1/job/alertUnsubscribe/${unsubscribeToken(app.config.sessionSecret, kind, id)}`,
  );

/**
 * Matches the queued jobs against every saved search and delivers the new alerts (issue 37). Runs
 * off the request path: the scheduler's task (each minute, and nudged after a post), on the job
 * queue with PostgreSQL and the timer with the embedded database. A job leaves the queue only after
 * its alerts are recorded, so a restart resumes it; the (search, job) key and the claim make each
 * alert happen once, across retries and processes. Resolves to how many alerts it delivered.
 */
export async function matchJobAlerts(app: CommandContext): Promise<number> {
  let delivered = 0;
  let failure: unknown = undefined;
  for (const jobId of await app.repos.jobAlerts.queued(JOBS_PER_RUN)) {
    try {
      const job = await app.repos.jobs.findById(jobId);
      if (job) {
        await app.repos.jobAlerts.match(job, app.clock.now());
        delivered += await deliverJobAlerts(app, job.id, job.title);
      }
      await app.repos.jobAlerts.dequeue(jobId);
    } catch (error) {
      // The job stays queued for the next run; the jobs after it are not held up by it. The run
      // still fails (the scheduler counts and logs it) once the others are done.
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return delivered;
}

/**
 * Alerts delivered per transaction: up to this many claimed, recorded, stored in the app and mailed
 * together. A few multi-row statements each (notifications.createMany, mailOutbox.enqueueMany)
 * instead of a round trip per person: at 10,000 alerts for one job, single-row deliveries five at a
 * time (half the pool) were most of the 91.6 s the bench measured (docs/decisions.md, issue 37).
 */
const ALERTS_PER_BATCH = 1000;

/** A committed batch of alerts: what is left to send (tabs, devices, mail), and how many were instant. */
interface AlertBatch {
  stored: StoredBatch;
  parties: ReadonlyMap<string, NotificationParty>;
  /** Searches with in-app off and push on: pushed, never stored. */
  pushOnly: NewNotification[];
  instant: number;
}

/**
 * Delivers the job's alerts, ALERTS_PER_BATCH at a time: up to JOB_ALERTS_PER_HOUR an hour per
 * person (across searches) at once (in the app, and by e-mail for an instant search), the rest into
 * the daily digest. Each batch's claim, decisions, stored notifications and instant mails commit in
 * one transaction: a crash before the commit leaves its alerts unclaimed for the retry, one after it
 * leaves them delivered, so each (search, job) is stored once. The open tabs, pushes and the mail
 * attempts follow the commit and hold no transaction.
 */
async function deliverJobAlerts(app: CommandContext, jobId: string, title: string): Promise<number> {
  let delivered = 0;
  for (;;) {
    const batch = await inTransaction(app, (repos) => storeAlertBatch(app, repos, jobId, title));
    if (!batch) return delivered;
    await publishBatch(app, batch.stored, batch.parties);
    for (const notification of batch.pushOnly) {
      app.push.notify({
        userId: notification.userId,
        category: notification.category,
        link: notification.link ?? null,
      });
    }
    delivered += batch.instant;
  }
}

async function storeAlertBatch(
  app: CommandContext,
  repos: Repositories,
  jobId: string,
  title: string,
): Promise<AlertBatch | null> {
  const now = app.clock.now();
  const claimed = await repos.jobAlerts.claim(jobId, now, ALERTS_PER_BATCH);
  if (claimed.length === 0) return null;
  // Counts the instant alerts of earlier, committed batches too (a person's searches are claimed
  // together, so one person rarely spans two batches; when they do, the cap still holds).
  const sent = await repos.jobAlerts.instantSince(
    claimed.map((alert) => alert.userId),
    new Date(now.getTime() - HOUR_MS),
  );
  const decisions = claimed.map((alert) => {
    const before = sent.get(alert.userId) ?? 0;
    const instant = before < JOB_ALERTS_PER_HOUR;
    if (instant) sent.set(alert.userId, before + 1);
    const email = alert.savedSearch.alertEmail;
    const mail = email === 'off' ? 'none' : email === 'instant' && instant ? 'instant' : 'digest';
    return {
      alert,
      delivery: instant ? ('instant' as const) : ('digest' as const),
      mail: mail as 'none' | 'instant' | 'digest',
    };
  });
  await repos.jobAlerts.record(
    jobId,
    decisions.map((d) => ({ savedSearchId: d.alert.savedSearch.id, delivery: d.delivery, mail: d.mail })),
  );
  const instant = decisions.filter((d) => d.delivery === 'instant');
  const parties = await repos.notificationPreferences.parties(instant.map((d) => d.alert.userId));
  // The notification rules (notify-batch.ts, as notify-user.ts one by one): the person's JobAlert
  // in-app choice, the open tabs, and Web Push (issue 37 item 3) for a person whose JobAlert push
  // switch is on — and whose saved search asks for a push (`alerts.push`): a search with push off
  // is stored and shown, never pushed; one with in-app off but push on is pushed without a stored
  // notification (the push service checks the switch).
  const stored = await storeBatch(
    app,
    repos,
    instant
      .filter((d) => d.alert.savedSearch.alertInApp)
      .map((d) => ({ input: alertNotification(d.alert, jobId, title), push: d.alert.savedSearch.alertPush })),
    parties,
  );
  const mailIds = await repos.mailOutbox.enqueueMany(
    instantMails(
      app,
      instant.filter((d) => d.mail === 'instant').map((d) => d.alert),
      parties,
      jobId,
      title,
    ),
    now,
  );
  return {
    stored: { stored: stored.stored, mailIds: [...stored.mailIds, ...mailIds] },
    parties,
    pushOnly: instant
      .filter((d) => !d.alert.savedSearch.alertInApp && d.alert.savedSearch.alertPush)
      .map((d) => alertNotification(d.alert, jobId, title)),
    instant: instant.length,
  };
}

function alertNotification(alert: ClaimedAlert, jobId: string, title: string): NewNotification {
  return {
    userId: alert.userId,
    senderId: null,
    category: 'JobAlert',
    type: 'job_alert',
    message: `New job for your saved search "${alert.savedSearch.name}": ${title}`,
    link: siteLinks.jobPage(jobId),
  };
}

/** Instant alert mails (for the durable outbox); the JobAlert e-mail preference can stop them all. */
function instantMails(
  app: CommandContext,
  alerts: readonly ClaimedAlert[],
  parties: ReadonlyMap<string, NotificationParty>,
  jobId: string,
  title: string,
) {
  return alerts.flatMap((alert) => {
    const person = parties.get(alert.userId);
    if (!person || !person.preferences.JobAlert.email) return [];
    return [
      jobAlertEmail({
        to: person.email,
        recipientName: person.fullName,
        digest: false,
        jobs: [
          {
            title,
            link: absoluteLink(app.config.publicUrl, siteLinks.jobPage(jobId)),
            searchName: alert.savedSearch.name,
          },
        ],
        settingsLink: absoluteLink(app.config.publicUrl, siteLinks.savedSearches()),
        unsubscribeLink: unsubscribeLink(app, 's', alert.savedSearch.id),
      }),
    ];
  });
}

/**
 * The daily digest: one mail per person with every alert waiting for it (daily searches, and the
 * alerts past the hourly cap). The claim and the mail commit together (a crash loses neither).
 */
export async function mailJobAlertDigests(app: CommandContext): Promise<number> {
  const ids: string[] = [];
  for (const userId of await app.repos.jobAlerts.digestRecipients(DIGESTS_PER_RUN)) {
    const id = await inTransaction(app, async (repos) => {
      const rows = await repos.jobAlerts.claimDigest(userId, app.clock.now());
      if (rows.length === 0) return null;
      const person = (await repos.notificationPreferences.parties([userId])).get(userId);
      if (!person || !person.preferences.JobAlert.email) return null;
      return repos.mailOutbox.enqueue(
        jobAlertEmail({
          to: person.email,
          recipientName: person.fullName,
          digest: true,
          jobs: rows.map((row) => ({
            title: row.title,
            link: absoluteLink(app.config.publicUrl, siteLinks.jobPage(row.jobId)),
            searchName: row.searchName,
          })),
          settingsLink: absoluteLink(app.config.publicUrl, siteLinks.savedSearches()),
          unsubscribeLink: unsubscribeLink(app, 'u', userId),
        }),
        app.clock.now(),
      );
    });
    if (id) ids.push(id);
  }
  await app.mailer.deliver(ids);
  return ids.length;
}
