import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { BUDGET_BUCKET_OPTIONS } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { jobAlertQueue, jobAlerts, jobs, savedSearches, type JobRow, type SavedSearchRow } from '../db/schema';
import { searchMatches } from './job-search';

/** One claimed alert with what its delivery needs. */
export interface ClaimedAlert {
  savedSearch: SavedSearchRow;
  userId: string;
}

/** Whether the job's salary falls in the saved search's budget bucket (null: any budget). */
function budgetMatches(): SQL {
  const cases = BUDGET_BUCKET_OPTIONS.map((option) => {
    const bounds: SQL[] = [sql`${savedSearches.budget} = ${option.value}`];
    if (option.min !== null)
      bounds.push(option.minInclusive ? sql`${jobs.salary} >= ${option.min}` : sql`${jobs.salary} > ${option.min}`);
    if (option.max !== null)
      bounds.push(option.maxInclusive ? sql`${jobs.salary} <= ${option.max}` : sql`${jobs.salary} < ${option.max}`);
    return sql`(${sql.join(bounds, sql` and `)})`;
  });
  return sql`(${savedSearches.budget} is null or ${sql.join(cases, sql` or `)})`;
}

/**
 * Job alerts (issue 37): the durable queue of jobs to match, the matching itself (one INSERT …
 * SELECT per job, whose primary key (saved search, job) makes each alert happen once however many
 * runs or processes record it), and the claims that decide which run delivers it.
 */
/** Saved searches matched against a job in one statement (see `match`). */
const MATCH_CHUNK = 5000;

export function createJobAlertsRepository(db: Db) {
  /** `match` for the saved searches whose id is in (after, upTo] (either end open when null). */
  async function matchChunk(job: JobRow, now: Date, after: string | null, upTo: string | null): Promise<number> {
    const result = (await db.execute(sql`
        insert into job_alerts (saved_search_id, job_id, user_id, created_at)
        select ${savedSearches.id}, ${jobs.id}, ${savedSearches.userId}, ${now.toISOString()}::timestamptz
        from ${jobs}
        join ${savedSearches} on ${savedSearches.userId} <> ${jobs.ownerId}
        join users u on u.id = ${savedSearches.userId} and u.role = 'freelancer'
        where ${jobs.id} = ${job.id} and ${jobs.status} = 'active'
          and ${after ? sql`${savedSearches.id} > ${after}` : sql`true`}
          and ${upTo ? sql`${savedSearches.id} <= ${upTo}` : sql`true`}
          and ${savedSearches.createdAt} <= ${jobs.createdAt}
          and (${savedSearches.category} is null or ${savedSearches.category} = ${jobs.category})
          and (${savedSearches.rank} is null or ${savedSearches.rank} = ${jobs.rank})
          and ${budgetMatches()}
          and (${savedSearches.search} is null or ${searchMatches(sql`${savedSearches.search}`)})
          and not exists (select 1 from hiring_job_drafts d where d.job_id = ${jobs.id} and d.assistant_id = ${savedSearches.userId})
          and not exists (select 1 from hiring_appointments ap where ap.job_id = ${jobs.id} and ap.assistant_id = ${savedSearches.userId})
        on conflict do nothing
      `)) as unknown as { affectedRows?: number; rowCount?: number };
    return result.affectedRows ?? result.rowCount ?? 0;
  }

  return {
    /** Jobs waiting to be matched, oldest first. */
    async queued(limit: number): Promise<string[]> {
      const rows = await db
        .select({ jobId: jobAlertQueue.jobId })
        .from(jobAlertQueue)
        .orderBy(asc(jobAlertQueue.queuedAt))
        .limit(limit);
      return rows.map((row) => row.jobId);
    },

    async dequeue(jobId: string): Promise<void> {
      await db.delete(jobAlertQueue).where(eq(jobAlertQueue.jobId, jobId));
    },

    /**
     * Records an alert for every saved search the open job matches: the same filters as Find Jobs
     * (text, category, budget, rank), saved before the job was posted, owned by a freelancer who is
     * neither the job's client nor an assistant of it (who drafted it, or is appointed to it).
     * Resolves to how many new alerts it recorded (0 on a second run).
     *
     * The searches are taken MATCH_CHUNK at a time in id order, one statement each: one statement
     * over all of them (the text test runs per search) outlasted the app's statement limit
     * (db/client.ts, 3.5 s) at 100,000 searches on a busy machine, and was retried forever.
     */
    async match(job: JobRow, now: Date): Promise<number> {
      let recorded = 0;
      let after: string | null = null;
      for (;;) {
        const [edge] = await db
          .select({ id: savedSearches.id })
          .from(savedSearches)
          .where(after ? gt(savedSearches.id, after) : undefined)
          .orderBy(asc(savedSearches.id))
          .limit(1)
          .offset(MATCH_CHUNK - 1);
        const upTo: string | null = edge?.id ?? null;
        recorded += await matchChunk(job, now, after, upTo);
        if (!upTo) return recorded;
        after = upTo;
      }
    },

    /**
     * Claims up to `limit` undelivered alerts of the job in one guarded UPDATE, a person's searches
     * together (by user): a retry or another process running the same job gets none of them back,
     * so each alert is delivered by one run at most. Inside the delivery's transaction
     * (commands/job-alerts.ts) the claim commits with the notifications, or is undone with them.
     */
    async claim(jobId: string, now: Date, limit: number): Promise<ClaimedAlert[]> {
      const waiting = db
        .select({ savedSearchId: jobAlerts.savedSearchId })
        .from(jobAlerts)
        .where(and(eq(jobAlerts.jobId, jobId), isNull(jobAlerts.claimedAt)))
        .orderBy(asc(jobAlerts.userId), asc(jobAlerts.savedSearchId))
        .limit(limit)
        // Another process's batch of the same job is skipped, not waited for.
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(jobAlerts)
        .set({ claimedAt: now })
        .where(and(eq(jobAlerts.jobId, jobId), isNull(jobAlerts.claimedAt), inArray(jobAlerts.savedSearchId, waiting)))
        .returning({ savedSearchId: jobAlerts.savedSearchId, userId: jobAlerts.userId });
      if (claimed.length === 0) return [];
      const searches = await db
        .select()
        .from(savedSearches)
        .where(
          inArray(
            savedSearches.id,
            claimed.map((row) => row.savedSearchId),
          ),
        );
      const byId = new Map(searches.map((row) => [row.id, row]));
      return claimed.flatMap((row) => {
        const savedSearch = byId.get(row.savedSearchId);
        return savedSearch ? [{ savedSearch, userId: row.userId }] : [];
      });
    },

    /** How many instant alerts each person got since `since` (the hourly cap). */
    async instantSince(userIds: readonly string[], since: Date): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: jobAlerts.userId, total: sql<number>`count(*)::int` })
        .from(jobAlerts)
        .where(
          and(
            inArray(jobAlerts.userId, [...userIds]),
            eq(jobAlerts.delivery, 'instant'),
            gt(jobAlerts.claimedAt, since),
          ),
        )
        .groupBy(jobAlerts.userId);
      return new Map(rows.map((row) => [row.userId, row.total]));
    },

    /** Writes how each claimed alert was delivered and what mail it gets. */
    async record(
      jobId: string,
      decisions: readonly {
        savedSearchId: string;
        delivery: 'instant' | 'digest';
        mail: 'none' | 'instant' | 'digest';
      }[],
    ): Promise<void> {
      for (const delivery of ['instant', 'digest'] as const) {
        for (const mail of ['none', 'instant', 'digest'] as const) {
          const ids = decisions.filter((d) => d.delivery === delivery && d.mail === mail).map((d) => d.savedSearchId);
          if (ids.length === 0) continue;
          await db
            .update(jobAlerts)
            .set({ delivery, mail, mailedAt: mail === 'instant' ? sql`${jobAlerts.claimedAt}` : null })
            .where(and(eq(jobAlerts.jobId, jobId), inArray(jobAlerts.savedSearchId, ids)));
        }
      }
    },

    /** People with alerts waiting for the daily digest. */
    async digestRecipients(limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: jobAlerts.userId })
        .from(jobAlerts)
        .where(and(eq(jobAlerts.mail, 'digest'), isNull(jobAlerts.mailedAt)))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** Claims one person's waiting digest alerts (guarded: one run mails each), with their jobs and searches. */
    async claimDigest(userId: string, now: Date) {
      const claimed = await db
        .update(jobAlerts)
        .set({ mailedAt: now })
        .where(and(eq(jobAlerts.userId, userId), eq(jobAlerts.mail, 'digest'), isNull(jobAlerts.mailedAt)))
        .returning({ savedSearchId: jobAlerts.savedSearchId, jobId: jobAlerts.jobId });
      if (claimed.length === 0) return [];
      return db
        .select({ jobId: jobs.id, title: jobs.title, searchName: savedSearches.name, searchId: savedSearches.id })
        .from(jobAlerts)
        .innerJoin(jobs, eq(jobs.id, jobAlerts.jobId))
        .innerJoin(savedSearches, eq(savedSearches.id, jobAlerts.savedSearchId))
        .where(
          and(
            eq(jobAlerts.userId, userId),
            inArray(
              jobAlerts.jobId,
              claimed.map((row) => row.jobId),
            ),
            eq(jobAlerts.mailedAt, now),
          ),
        )
        .orderBy(asc(savedSearches.name), asc(jobs.createdAt));
    },
  };
}

export type JobAlertsRepository = ReturnType<typeof createJobAlertsRepository>;
