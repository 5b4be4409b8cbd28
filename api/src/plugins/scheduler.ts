import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss } from 'pg-boss';
import { Counter, Gauge, Histogram } from 'prom-client';
import { CLIENT_REVIEW_DAYS } from '@freelane/shared/contracts';
import { escalateOverdueDisputes } from '../commands/escalate-disputes';
import { mailJobAlertDigests, matchJobAlerts } from '../commands/job-alerts';
import { mailUnreadMessages } from '../commands/mail-unread-messages';
import { notifyEach } from '../commands/notify-each';
import { openMissingReviewWindows, openReviewWindow } from '../commands/open-review-window';
import { publishDueReviews } from '../commands/publish-due-reviews';
import { reencodeStoredImages } from '../commands/reencode-stored-images';
import { remindReviews } from '../commands/remind-reviews';
import type { JobRow } from '../db/schema';
import { outageLog } from '../lib/outage-log';
import { agreedAmountText } from '../lib/agreed-amount-text';
import { siteLinks } from '../lib/site-links';
import type { NewNotification } from '../repositories/notifications';

export interface ScheduledTasks {
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
  /** Issue 27: sent and given-up mails leave the outbox a week after (the record operators read). Resolves to how many. */
  pruneMailOutbox(): Promise<number>;
  /**
   * Issue 27: bytes of uploads a crash cut off from their row (and failed removals) are removed,
   * and unfinished writes dropped (storage/tracked-storage.ts). Resolves to how many were removed.
   */
  sweepOrphanedUploads(): Promise<number>;
  /**
   * Issue 37: the queued jobs (posted, or approved from a draft) matched against the saved
   * searches, each new alert delivered once. Resolves to how many alerts it delivered.
   */
  matchJobAlerts(): Promise<number>;
  /** Issue 37: the daily digest of job alerts, one mail per person. Resolves to how many mails. */
  mailJobAlertDigests(): Promise<number>;
  /**
   * Stop 54: profile photos and blog images stored as sent before uploads were re-encoded get
   * their shown shape, a batch a run (commands/reencode-stored-images.ts). Resolves to how many.
   */
  reencodeStoredImages(): Promise<number>;
}

export interface Scheduler extends ScheduledTasks {
  /**
   * Runs a task soon instead of at its next due time, off the caller's path (a posted job's alerts
   * within seconds, not at the next minute): on the timer, in the background of this process (one
   * run at a time); on the job queue, as a job any process may take; with scheduling off, nothing.
   * Never rejects: the task's own due runs catch up with whatever a nudge missed.
   */
  runSoon(task: 'matchJobAlerts'): void;
  /**
   * Resolves once no run started by this process's timer is in progress (the catch-up run at start
   * included); at once on the job queue or with scheduling off. Tests wait for it before they run
   * a task themselves: the start's catch-up run, slow on a busy machine, had run a task beside the
   * test's own call and taken part of its work (testing/test-app.ts).
   */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** How often the timer runs; reads of the affected jobs also run the rule, so nobody sees a stale state. */
export const SCHEDULER_INTERVAL_MS = 60_000;
const MINUTE_MS = 60_000;
const HOURLY_MS = 60 * MINUTE_MS;

/** When a task is due: every `periodMs`, `offsetMs` into each period (periods count from the epoch, so UTC). */
export interface DueEvery {
  periodMs: number;
  offsetMs: number;
}
const EVERY_MINUTE: DueEvery = { periodMs: MINUTE_MS, offsetMs: 0 };
const hourlyAt = (minute: number): DueEvery => ({ periodMs: HOURLY_MS, offsetMs: minute * MINUTE_MS });
const DAILY_MS = 24 * HOURLY_MS;
const dailyAt = (hour: number): DueEvery => ({ periodMs: DAILY_MS, offsetMs: hour * HOURLY_MS });

type TaskName = keyof ScheduledTasks;
/**
 * Every scheduled task and when it is due (UTC). On the timer they run in this order: a job the
 * first task completes has its window before the review tasks run. The window catch-up scans every
 * completed job; completions open their window themselves, so it only repairs rare misses and runs
 * hourly instead of every minute (on the timer: at start, then each hour), as does the outbox's
 * pruning.
 */
const TASKS: readonly { name: TaskName; due: DueEvery }[] = [
  { name: 'completeOverdueReviews', due: EVERY_MINUTE },
  { name: 'openMissingReviewWindows', due: hourlyAt(17) },
  { name: 'publishDueReviews', due: EVERY_MINUTE },
  { name: 'remindReviews', due: EVERY_MINUTE },
  { name: 'escalateOverdueDisputes', due: EVERY_MINUTE },
  { name: 'mailUnreadMessages', due: EVERY_MINUTE },
  { name: 'pruneMailOutbox', due: hourlyAt(43) },
  // The upload sweep only finds what is an hour old: hourly is enough.
  { name: 'sweepOrphanedUploads', due: hourlyAt(29) },
  // Issue 37: a posted job nudges its own run (runSoon); each minute catches up what a nudge
  // missed (a restart, a failed run). The digest goes out once a day, 07:00 UTC.
  { name: 'matchJobAlerts', due: EVERY_MINUTE },
  { name: 'mailJobAlertDigests', due: dailyAt(7) },
  // A batch a minute until the images stored as sent are done; then each run reads an empty index.
  { name: 'reencodeStoredImages', due: EVERY_MINUTE },
];

/** The latest time `due` came round, at or before `now` (ms). */
export function latestDue(due: DueEvery, now: number): number {
  return Math.floor((now - due.offsetMs) / due.periodMs) * due.periodMs + due.offsetMs;
}

/**
 * The job id of one task's run for one due time: a UUID derived from both, the same on every
 * process, so that filing the run again (another process, a restart, a retried filing) files
 * nothing: the job table's primary key refuses it.
 */
export function scheduledRunId(task: string, dueAt: number): string {
  const hex = createHash('sha256').update(`freelane:scheduled-run:${task}:${dueAt}`).digest('hex');
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface SchedulerPluginOptions {
  /**
   * What starts the tasks: a timer in this process (the embedded database, one process), the
   * PostgreSQL job queue (several processes: once per due time for the whole cluster), or nothing
   * (tests that run the tasks themselves).
   */
  mode: 'timer' | 'job-queue' | 'off';
  jobQueue?: JobQueueOptions;
}

/** Notifications are a side effect: a failed push is logged and never undoes or repeats the completion. */
async function notifyAutoCompleted(app: FastifyInstance, job: JobRow) {
  const amount = await agreedAmountText(app, job);
  const notifications: NewNotification[] = [
    {
      userId: job.ownerId,
      senderId: null,
      category: 'Payments',
      type: 'work_auto_completed',
      message: `The ${CLIENT_REVIEW_DAYS}-day review period for "${job.title}" ended, so the work was accepted automatically: the agreed amount of ${amount} is now due from you to the freelancer directly.`,
      link: siteLinks.completedJobs(job.id),
    },
  ];
  if (job.hiredFreelancerId) {
    notifications.push({
      userId: job.hiredFreelancerId,
      senderId: null,
      category: 'Payments',
      type: 'work_auto_completed',
      message: `"${job.title}" is complete: the client did not respond within ${CLIENT_REVIEW_DAYS} days, so the work counts as accepted: the agreed amount of ${amount} is now due from the client to you directly.`,
      link: siteLinks.completedJobs(job.id),
    });
  }
  await notifyEach(app, notifications);
}

/** How long the outbox keeps sent and given-up mails (the record of what went out). */
const MAIL_RECORD_DAYS = 7;

async function schedulerPlugin(app: FastifyInstance, options: SchedulerPluginOptions) {
  let runSoon: Scheduler['runSoon'] = () => undefined;
  let idle: Scheduler['idle'] = async () => undefined;
  const scheduler: Scheduler = {
    runSoon: (task) => runSoon(task),
    idle: () => idle(),
    matchJobAlerts: () => matchJobAlerts(app),
    mailJobAlertDigests: () => mailJobAlertDigests(app),
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
      if (completed.length > 0)
        app.log.info({ jobIds: completed.map((job) => job.id) }, 'overdue reviews auto-completed');
      return completed.length;
    },
    mailUnreadMessages: () => mailUnreadMessages(app),
    openMissingReviewWindows: () => openMissingReviewWindows(app),
    publishDueReviews: () => publishDueReviews(app),
    remindReviews: () => remindReviews(app),
    escalateOverdueDisputes: () => escalateOverdueDisputes(app),
    pruneMailOutbox: () =>
      app.repos.mailOutbox.prune(new Date(app.clock.now().getTime() - MAIL_RECORD_DAYS * 24 * 60 * 60_000)),
    async reencodeStoredImages() {
      const reencoded = await reencodeStoredImages(app);
      if (reencoded > 0) app.log.info({ reencoded }, 'stored images re-encoded to their shown shape');
      return reencoded;
    },
    async sweepOrphanedUploads() {
      const { removed, dropped } = await app.storage.sweepOrphans(app.clock.now());
      if (removed + dropped > 0) app.log.info({ removed, dropped }, 'orphaned uploads swept');
      return removed + dropped;
    },
  };
  app.decorate('scheduler', scheduler);

  const runs = new Counter({
    name: 'freelane_scheduled_runs_total',
    help: 'Runs of each scheduled task, by outcome (a failed run is retried)',
    labelNames: ['task', 'outcome'],
    registers: [app.metrics],
  });
  // A task that stops running fails no run: only the time of its last success shows it (alert
  // rules compare it with the task's interval, so a new task needs no rule of its own).
  const lastSuccess = new Gauge({
    name: 'freelane_scheduled_last_success_timestamp_seconds',
    help: "When each scheduled task last finished a run successfully in this process (Unix time; the latest over the processes is the cluster's)",
    labelNames: ['task'],
    registers: [app.metrics],
  });
  const interval = new Gauge({
    name: 'freelane_scheduled_interval_seconds',
    help: 'How often each scheduled task is due (from its schedule)',
    labelNames: ['task'],
    registers: [app.metrics],
  });
  if (options.mode !== 'off') {
    for (const { name, due } of TASKS) interval.set({ task: name }, due.periodMs / 1000);
  }
  const lag = new Histogram({
    name: 'freelane_job_queue_lag_seconds',
    help: "How long a due scheduled run waited before this process started it (job queue: from ready to taken; timer: behind the tick's other tasks)",
    labelNames: ['task'],
    buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 900],
    registers: [app.metrics],
  });
  /** One run of a task, counted; rejects when it failed (the job queue retries it). */
  const runCounted = async (name: TaskName, dueAt: Date) => {
    lag.observe({ task: name }, Math.max(0, Date.now() - dueAt.getTime()) / 1000);
    try {
      const done = await scheduler[name]();
      runs.inc({ task: name, outcome: 'ok' });
      lastSuccess.set({ task: name }, Date.now() / 1000);
      return done;
    } catch (error) {
      runs.inc({ task: name, outcome: 'failed' });
      throw error;
    }
  };

  if (options.mode === 'job-queue') {
    runSoon = await runOnJobQueue(app, runCounted, options.jobQueue ?? {});
  } else if (options.mode === 'timer') {
    ({ runSoon, idle } = runOnTimer(app, runCounted));
  }
}

/**
 * The embedded database belongs to one process: a timer in it runs every task each minute, as it
 * always did (the window catch-up hourly), and at start for deadlines that passed while it was down.
 */
function runOnTimer(
  app: FastifyInstance,
  runCounted: (name: TaskName, dueAt: Date) => Promise<number>,
): Pick<Scheduler, 'runSoon' | 'idle'> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // Each task fails on its own: a broken mail run never stops the deadline rule, nor the reverse.
  const run = (name: TaskName, dueAt: Date) =>
    runCounted(name, dueAt).then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error, task: name }, 'scheduler run failed'),
    );
  // The hourly tasks run at start and then every hour.
  const lastRun = new Map<TaskName, number>();
  const due = ({ name, due: every }: (typeof TASKS)[number]) => {
    if (every.periodMs === MINUTE_MS) return true;
    if (every.periodMs === DAILY_MS) {
      // A daily task runs when its hour came round since its last run (not at start: a restart
      // must not mail a second digest the same day).
      const dueAt = latestDue(every, Date.now());
      const last = lastRun.get(name);
      lastRun.set(name, dueAt);
      return last !== undefined && last < dueAt;
    }
    if (Date.now() - (lastRun.get(name) ?? -Infinity) < HOURLY_MS) return false;
    lastRun.set(name, Date.now());
    return true;
  };
  const tick = () => {
    // One timer run at a time.
    if (running) return;
    const dueAt = new Date();
    running = TASKS.filter(due)
      .map((task) => task.name)
      .reduce((previous, name) => previous.then(() => run(name, dueAt)), Promise.resolve())
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick(); // catch up on deadlines that passed while the server was down
    timer = setInterval(tick, SCHEDULER_INTERVAL_MS);
    timer.unref();
  });
  // Nudged runs: one at a time, and one more after it when nudged meanwhile (a post during a run
  // is not in the run's list).
  let soon: Promise<void> | undefined;
  let again = false;
  let closing = false;
  const runNudged = (name: TaskName): Promise<void> =>
    run(name, new Date()).then(() => {
      if (!again || closing) return;
      again = false;
      return runNudged(name);
    });
  // Before the database closes: no new run, and the one in flight finishes.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
    await soon;
  });
  const runSoon: Scheduler['runSoon'] = (name) => {
    if (closing) return;
    if (soon) {
      again = true;
      return;
    }
    soon = runNudged(name).finally(() => {
      soon = undefined;
    });
  };
  const idle = async () => {
    // A run may start while another is awaited (a nudge during the tick): wait until neither is on.
    while (running || soon) await Promise.all([running, soon]);
  };
  return { runSoon, idle };
}

export interface JobQueueOptions {
  /** How often each process files the runs that have come due (5 s by default). */
  fileEveryMs?: number;
  /** How often an idle worker asks for a job (10 s by default). */
  pollingIntervalSeconds?: number;
  /** The first retry's delay; each next one doubles (30 s by default). */
  retryDelaySeconds?: number;
  /** Tests: every task is due this often (ms) instead of on its schedule. */
  dueEveryMs?: number;
}

/** pg-boss's own tables live in this schema of the app's database. */
export const JOB_QUEUE_SCHEMA = 'pgboss';
/** Inside a run started by the job queue: which task and which due time (ISO) it is the run of. */
export const scheduledRun = new AsyncLocalStorage<{ task: TaskName; dueAt: string }>();
/** How often each process files the runs that have come due: a run starts within seconds of its time. */
const FILE_EVERY_MS = 5000;

/**
 * Several processes on one PostgreSQL: each process files, every few seconds, the latest due run
 * of each task as a pg-boss job whose id is derived from the task and the due time
 * (scheduledRunId), so the cluster has ONE job per task and due time however many processes file
 * it, restarts and retries included. One worker on one process takes it; a failed run is retried
 * with backoff (the same job); every run is kept in `pgboss.job` as the record of runs and failures
 * (docs/operations.md shows the queries). pg-boss's own cron is not used: it forwards each
 * occurrence through a queue of its own (`__pgboss__send-it`) whose jobs are retried when the
 * process holding one could not record it done (stopped, killed, its connection cut), and each
 * forwarding files a new job: the same minute ran twice (docs/decisions.md, issue 32).
 */
async function runOnJobQueue(
  app: FastifyInstance,
  runCounted: (name: TaskName, dueAt: Date) => Promise<number>,
  options: JobQueueOptions,
): Promise<Scheduler['runSoon']> {
  const boss = new PgBoss({
    connectionString: app.config.databaseUrl,
    schema: JOB_QUEUE_SCHEMA,
    // Its own small pool beside the app's (DATABASE_POOL_SIZE): polling never waits behind requests.
    max: 2,
    application_name: 'freelane-scheduler',
    // Its cron pass stays off: runs are filed below, once per due time.
    schedule: false,
  });
  // A database outage makes every poll fail: one warning, not one a poll (pg-boss retries by itself).
  const queueLog = outageLog(app.log, 'the job queue');
  boss.on('error', (error: unknown) => queueLog.failed(error));
  const dueOf = (task: (typeof TASKS)[number]): DueEvery =>
    options.dueEveryMs ? { periodMs: options.dueEveryMs, offsetMs: 0 } : task.due;

  /** The due time each task was last filed for by this process (it files each once). */
  const filed = new Map<TaskName, number>();
  const fileLog = outageLog(app.log, 'filing scheduled runs');
  const fileDueRuns = async () => {
    for (const task of TASKS) {
      const dueAt = latestDue(dueOf(task), Date.now());
      if (filed.get(task.name) === dueAt) continue;
      // null when another process (or this one, before a restart) filed it first: nothing to do.
      await boss.send(task.name, { dueAt: new Date(dueAt).toISOString() }, { id: scheduledRunId(task.name, dueAt) });
      filed.set(task.name, dueAt);
    }
  };
  let filing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const fileNow = () => {
    filing ??= fileDueRuns()
      .then(() => {
        fileLog.ok();
        queueLog.ok(); // the job queue's own pool answered too
      })
      .catch((error: unknown) => fileLog.failed(error))
      .finally(() => {
        filing = undefined;
      });
    return filing;
  };

  let started = false;
  app.addHook('onReady', async () => {
    await boss.start();
    started = true;
    for (const { name } of TASKS) {
      await boss.createQueue(name, {
        retryLimit: 3,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        // A run that hangs is given up on (and retried) rather than holding the task for good.
        expireInSeconds: 15 * 60,
        deleteAfterSeconds: 7 * 24 * 60 * 60,
      });
      // The cron schedule an earlier release kept for this task: gone, so processes still on that
      // release (a rolling upgrade) stop filing runs of their own.
      await boss.unschedule(name);
      const workOptions = {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10,
        includeMetadata: true,
      } as const;
      await boss.work<{ dueAt?: string } | null, unknown, typeof workOptions>(name, workOptions, async ([job]) => {
        if (!job?.data?.dueAt) {
          // Filed by an earlier release's cron: this release files the same due time itself.
          app.log.info({ task: name, jobId: job?.id }, 'a run filed by an earlier release is left to this one');
          return;
        }
        try {
          // Ready since startAfter (its due time, or its retry's): the wait is the queue's lag.
          const readyAt = job.startAfter ?? new Date(job.data.dueAt);
          await scheduledRun.run({ task: name, dueAt: job.data.dueAt }, () => runCounted(name, readyAt));
        } catch (error) {
          app.log.error(
            { err: error, task: name, dueAt: job.data.dueAt },
            'scheduled run failed: the job queue retries it',
          );
          throw error;
        }
      });
    }
    await fileNow();
    timer = setInterval(() => void fileNow(), options.fileEveryMs ?? FILE_EVERY_MS);
    timer.unref();
  });
  // Before the database closes: no new job is filed or taken, and the runs under way finish.
  app.addHook('preClose', async () => {
    const wasStarted = started;
    started = false; // no more nudges
    clearInterval(timer);
    await filing;
    if (wasStarted) await boss.stop({ graceful: true, timeout: 8000 });
  });
  // A nudge is one more job of the task, due now, which whichever process polls first takes. Its
  // id is the task and the current second: a burst of posts files one run, not one each.
  const soonLog = outageLog(app.log, 'nudging a scheduled task');
  return (name) => {
    if (!started) return;
    const second = Math.floor(Date.now() / 1000) * 1000;
    boss.send(name, { dueAt: new Date(second).toISOString() }, { id: scheduledRunId(`${name}:soon`, second) }).then(
      () => soonLog.ok(),
      (error: unknown) => soonLog.failed(error),
    );
  };
}

export default fp(schedulerPlugin, {
  name: 'scheduler',
  dependencies: ['database', 'read-cache', 'clock', 'realtime', 'mail', 'metrics'],
});
