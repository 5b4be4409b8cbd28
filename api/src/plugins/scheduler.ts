import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_REVIEW_DAYS } from '@freelane/shared/contracts';
import { escalateOverdueDisputes } from '../commands/escalate-disputes';
import { mailUnreadMessages } from '../commands/mail-unread-messages';
import { notifyEach } from '../commands/notify-each';
import { openMissingReviewWindows, openReviewWindow } from '../commands/open-review-window';
import { publishDueReviews } from '../commands/publish-due-reviews';
import { remindReviews } from '../commands/remind-reviews';
import type { JobRow } from '../db/schema';
import { siteLinks } from '../lib/site-links';
import type { NewNotification } from '../repositories/notifications';

export interface Scheduler {
  /**
   * Deadline rule of architecture §5: paused jobs whose client review deadline has passed become
   * completed (freelancer credited, both parties notified). Idempotent and safe to run from several
   * processes at once: the database decides which run completes each job. Resolves to how many
   * jobs this call completed.
   */
  completeOverdueReviews(): Promise<number>;
  /**
   * The unread-message e-mail (issue 10): one mail per recipient for messages still unread
   * UNREAD_MESSAGE_EMAIL_DELAY_MINUTES after they were sent, each message at most once, safe with
   * several processes. Resolves to how many mails this call sent.
   */
  mailUnreadMessages(): Promise<number>;
  /**
   * Issue 12 catch-up: completed jobs without a review window get one (a crash between the
   * completion and its window, jobs completed before reviews existed). Resolves to how many opened.
   */
  openMissingReviewWindows(): Promise<number>;
  /**
   * Issue 12: windows whose period ended are published with whatever reviews they hold, once,
   * safe with several processes. Resolves to how many windows this call published.
   */
  publishDueReviews(): Promise<number>;
  /** Issue 12: the one reminder, REVIEW_REMINDER_DAYS_BEFORE days before a window closes. */
  remindReviews(): Promise<number>;
  /** Issue 12: open disputes past their escalatesAt go to an admin. */
  escalateOverdueDisputes(): Promise<number>;
  /**
   * Issue 27: bytes of uploads a crash cut off from their row (and failed removals) are removed,
   * and unfinished writes dropped (storage/tracked-storage.ts). Resolves to how many were removed.
   */
  sweepOrphanedUploads(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** How often the timer runs; reads of the affected jobs also run the rule, so nobody sees a stale state. */
export const SCHEDULER_INTERVAL_MS = 60_000;
const CATCH_UP_INTERVAL_MS = 60 * 60_000;

/** Notifications are a side effect: a failed push is logged and never undoes or repeats the completion. */
async function notifyAutoCompleted(app: FastifyInstance, job: JobRow) {
  const notifications: NewNotification[] = [
    {
      userId: job.ownerId,
      senderId: null,
      category: 'Payments',
      type: 'work_auto_completed',
      message: `The ${CLIENT_REVIEW_DAYS}-day review period for "${job.title}" ended, so the work was accepted automatically and the payment released.`,
      link: siteLinks.completedJobs(job.id),
    },
  ];
  if (job.hiredFreelancerId) {
    notifications.push({
      userId: job.hiredFreelancerId,
      senderId: null,
      category: 'Payments',
      type: 'work_auto_completed',
      message: `"${job.title}" is complete: the client did not respond within ${CLIENT_REVIEW_DAYS} days, so the payment is released to you.`,
      link: siteLinks.completedJobs(job.id),
    });
  }
  await notifyEach(app, notifications);
}

async function schedulerPlugin(app: FastifyInstance) {
  const scheduler: Scheduler = {
    async completeOverdueReviews() {
      // What it changed is dropped from the cache before it resolves, so before anyone is told.
      const completed = await app.repos.jobWork.completeOverdueReviews(app.clock.now());
      for (const job of completed) {
        await notifyAutoCompleted(app, job);
        try {
          await openReviewWindow(app, job);
        } catch (error) {
          // The completion stands; the catch-up task opens the window on its next run.
          app.log.error({ err: error, jobId: job.id }, 'review window could not be opened after the auto-completion');
        }
      }
      if (completed.length > 0) app.log.info({ jobIds: completed.map((job) => job.id) }, 'overdue reviews auto-completed');
      return completed.length;
    },
    mailUnreadMessages: () => mailUnreadMessages(app),
    openMissingReviewWindows: () => openMissingReviewWindows(app),
    publishDueReviews: () => publishDueReviews(app),
    remindReviews: () => remindReviews(app),
    escalateOverdueDisputes: () => escalateOverdueDisputes(app),
    async sweepOrphanedUploads() {
      const { removed, dropped } = await app.storage.sweepOrphans(app.clock.now());
      if (removed + dropped > 0) app.log.info({ removed, dropped }, 'orphaned uploads swept');
      return removed + dropped;
    },
  };
  app.decorate('scheduler', scheduler);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // Each task fails on its own: a broken mail run never stops the deadline rule, nor the reverse.
  const run = (task: () => Promise<number>, name: string) =>
    task().then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error, task: name }, 'scheduler run failed'),
    );
  // In this order: a job the first task completes has its window before the review tasks run.
  const tasks: readonly (keyof Scheduler)[] = [
    'completeOverdueReviews',
    'openMissingReviewWindows',
    'publishDueReviews',
    'remindReviews',
    'escalateOverdueDisputes',
    'mailUnreadMessages',
    'sweepOrphanedUploads',
  ];
  // The window catch-up scans every completed job; completions open their window themselves, so it
  // only repairs rare misses and runs at start and then hourly instead of every minute. The upload
  // sweep only finds what is an hour old, so hourly is enough too.
  const hourly: Partial<Record<keyof Scheduler, number>> = {
    openMissingReviewWindows: -Infinity,
    sweepOrphanedUploads: -Infinity,
  };
  const due = (name: keyof Scheduler) => {
    const last = hourly[name];
    if (last === undefined) return true;
    if (Date.now() - last < CATCH_UP_INTERVAL_MS) return false;
    hourly[name] = Date.now();
    return true;
  };
  const tick = () => {
    // One timer run at a time per process; other processes are kept apart by guarded UPDATEs.
    if (running) return;
    running = tasks
      .filter(due)
      .reduce((previous, name) => previous.then(() => run(scheduler[name], name)), Promise.resolve())
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick(); // catch up on deadlines that passed while the server was down
    timer = setInterval(tick, SCHEDULER_INTERVAL_MS);
    timer.unref();
  });
  // Before the database closes: no new run, and the one in flight finishes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(schedulerPlugin, { name: 'scheduler', dependencies: ['database', 'read-cache', 'clock', 'realtime', 'mail'] });
