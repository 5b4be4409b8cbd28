import { and, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, JobStatus, ProposalBody } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { anyList, preparedOnFirstRun, preparedPerShape } from '../db/prepared';
import {
  applications,
  contacts,
  hiringAppointments,
  hiringJobDrafts,
  jobs,
  users,
  type ApplicationRow,
  type JobRow,
  type UserRow,
} from '../db/schema';
import { jobWriteTags, tags } from '../lib/cache-tags';
import { proposalsByJob, type OwnProposal, type ProposalsByJob } from '../lib/proposals-by-job';
import type { Changed } from './changes';
import { recordAssistantFeeIn, type RecordedFee } from './hiring';
import { agreedPrice, type Page, type PageOf } from './jobs';

export interface ApplicationWithParties {
  application: ApplicationRow;
  job: JobRow;
  owner: UserRow;
  applicant: UserRow;
}

export type ApplyResult =
  | { kind: 'created'; application: ApplicationRow; job: JobRow }
  | { kind: 'duplicate' }
  | { kind: 'missing' }
  | { kind: 'closed'; job: JobRow }
  | { kind: 'assistant' };

export type ProposalUpdateResult =
  | { kind: 'updated'; application: ApplicationRow; job: JobRow }
  | { kind: 'missing' }
  | { kind: 'not-pending'; application: ApplicationRow }
  | { kind: 'job-closed'; application: ApplicationRow };

export type DecisionResult =
  | { kind: 'done'; application: ApplicationRow; job: JobRow; rejectedApplicantIds: string[]; assistantFee: RecordedFee | null }
  | { kind: 'changed' }
  | { kind: 'assistant' };

/** Thrown inside the hire transaction to roll it back when the proposal changed under it. */
class DecisionChanged extends Error {}
/** Thrown inside the hire transaction to roll it back: the applicant assists this job (assistsJob). */
class ApplicantAssistsJob extends Error {}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The job row locked against a concurrent hire/edit for the rest of the transaction. */
async function lockJob(tx: Tx, jobId: string): Promise<JobRow | undefined> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('share');
  return job;
}

/**
 * The one rule for who never competes for a job, asked by apply and by hire (issue 28, 34): its
 * hiring assistant with access to its proposals (a live appointment, pending or accepted, or one
 * they accepted and that ended since: they would judge, or have read, every rival's bid), and the
 * assistant who drafted the job for the client (they wrote the brief the others answer, and may
 * still be judging it through another appointment).
 */
export async function assistsJob(tx: Tx | Db, jobId: string, userId: string): Promise<boolean> {
  const [drafted] = await tx
    .select({ id: hiringJobDrafts.id })
    .from(hiringJobDrafts)
    .where(and(eq(hiringJobDrafts.jobId, jobId), eq(hiringJobDrafts.assistantId, userId)))
    .limit(1);
  if (drafted) return true;
  const [row] = await tx
    .select({ id: hiringAppointments.id })
    .from(hiringAppointments)
    .where(
      and(
        eq(hiringAppointments.jobId, jobId),
        eq(hiringAppointments.assistantId, userId),
        or(
          inArray(hiringAppointments.status, ['pending', 'accepted']),
          and(eq(hiringAppointments.status, 'ended'), isNotNull(hiringAppointments.respondedAt)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The most proposals of one job ranked at once by screening score (docs/decisions.md). */
export const ALL_PROPOSALS_CAP = 2000;

/** Taking proposals: active and before its application deadline (yyyy-MM-dd, UTC). */
export const isOpen = (job: JobRow, today: string) => job.status === 'active' && job.applicationDeadline >= today;

/**
 * Contacts both ways; the client's row records when they connected (like POST /user/addContact).
 * Also used when a chat brief is accepted (repositories/project-briefs.ts).
 */
export async function connect(tx: Tx, clientId: string, freelancerId: string, now: Date) {
  await tx
    .insert(contacts)
    .values({ userId: clientId, contactId: freelancerId, connectedAt: now })
    .onConflictDoUpdate({
      target: [contacts.userId, contacts.contactId],
      set: { connectedAt: sql`coalesce(${contacts.connectedAt}, ${now.toISOString()}::timestamptz)` },
    });
  await tx.insert(contacts).values({ userId: freelancerId, contactId: clientId }).onConflictDoNothing();
}

export function createApplicationsRepository(db: Db, changed: Changed) {
  // Built on first run and sent by name (docs/decisions.md, "Statements a read runs every time are prepared").
  const ownOnJobs = preparedOnFirstRun(() =>
    db
      .select({ id: applications.id, jobId: applications.jobId, status: applications.status })
      .from(applications)
      .where(
        and(
          eq(applications.applicantId, sql.placeholder('applicantId')),
          sql`${applications.jobId} = any(${sql.placeholder('jobIds')}::uuid[])`,
        ),
      )
      .prepare('applications_own_on_jobs'),
  );
  // My Project, the freelancer's home and Earnings, with a status or without (as above).
  const hiredJobs = preparedPerShape((shape: 'status' | 'any') => {
    const freelancerId = sql.placeholder('freelancerId');
    const where = and(eq(jobs.hiredFreelancerId, freelancerId), shape === 'status' ? eq(jobs.status, sql.placeholder('status')) : undefined);
    return {
      count: db
        .select({ total: sql<number>`count(*)::int` })
        .from(jobs)
        .where(where)
        .prepare(`applications_hired_jobs_count_${shape}`),
      page: db
        .select({ job: jobs, applicationId: applications.id, agreedPrice })
        .from(jobs)
        .leftJoin(
          applications,
          and(eq(applications.jobId, jobs.id), eq(applications.applicantId, freelancerId), eq(applications.status, 'accepted')),
        )
        .where(where)
        .orderBy(desc(jobs.hiredAt), desc(jobs.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`applications_hired_jobs_${shape}`),
    };
  });
  const owner = alias(users, 'owner');
  const applicant = alias(users, 'applicant');
  const withParties = () =>
    db
      .select({ application: applications, job: jobs, owner, applicant })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(owner, eq(owner.id, jobs.ownerId))
      .innerJoin(applicant, eq(applicant.id, applications.applicantId));

  /** `where` may name jobs columns only when `byJob` says so (the count then joins jobs too). */
  async function pageWithParties(where: SQL | undefined, query: Page, byJob = false): Promise<PageOf<ApplicationWithParties>> {
    const counted = db.select({ total: sql<number>`count(*)::int` }).from(applications);
    const [{ total }] = await (byJob ? counted.innerJoin(jobs, eq(jobs.id, applications.jobId)) : counted).where(where);
    const rows = await withParties()
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { rows, total };
  }

  return {
    /**
     * One proposal per freelancer and job: the unique index decides between simultaneous applies,
     * the shared lock on the job keeps a hire or an edit from slipping in between check and insert.
     */
    async apply(jobId: string, applicantId: string, proposal: ProposalBody, today: string, now: Date): Promise<ApplyResult> {
      const result = await db.transaction(async (tx): Promise<ApplyResult> => {
        const job = await lockJob(tx, jobId);
        if (!job) return { kind: 'missing' };
        if (!isOpen(job, today)) return { kind: 'closed', job };
        // Checked under the job's lock, which appointing takes too: never both at once.
        if (await assistsJob(tx, jobId, applicantId)) return { kind: 'assistant' };
        const [application] = await tx
          .insert(applications)
          .values({ ...proposal, jobId, applicantId, status: 'pending', createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: [applications.jobId, applications.applicantId] })
          .returning();
        return application ? { kind: 'created', application, job } : { kind: 'duplicate' };
      });
      // The job's proposal count, the applicant's proposals, the owner's lists of their jobs.
      if (result.kind === 'created') await changed([tags.job(jobId), tags.own(applicantId), tags.own(result.job.ownerId)]);
      return result;
    },

    /**
     * The freelancer applied to one of the client's jobs or works (worked) for it: the clients who
     * may read the freelancer's resume.
     */
    async clientDealsWith(clientId: string, freelancerId: string): Promise<boolean> {
      const [applied] = await db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(and(eq(applications.applicantId, freelancerId), eq(jobs.ownerId, clientId)))
        .limit(1);
      if (applied) return true;
      const [hired] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.ownerId, clientId), eq(jobs.hiredFreelancerId, freelancerId)))
        .limit(1);
      return Boolean(hired);
    },

    async existsFor(jobId: string, applicantId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicantId)));
      return Boolean(row);
    },

    async findById(id: string): Promise<ApplicationWithParties | undefined> {
      const [row] = await withParties().where(eq(applications.id, id));
      return row;
    },

    /** The applicant edits while the proposal is pending and the job still takes proposals. */
    async updateProposal(id: string, applicantId: string, proposal: ProposalBody, now: Date): Promise<ProposalUpdateResult> {
      const result = await db.transaction(async (tx): Promise<ProposalUpdateResult> => {
        const [current] = await tx
          .select()
          .from(applications)
          .where(and(eq(applications.id, id), eq(applications.applicantId, applicantId)));
        if (!current) return { kind: 'missing' };
        const job = await lockJob(tx, current.jobId);
        if (!job || job.status !== 'active') return { kind: 'job-closed', application: current };
        const [application] = await tx
          .update(applications)
          .set({ ...proposal, updatedAt: now })
          .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
          .returning();
        return application ? { kind: 'updated', application, job } : { kind: 'not-pending', application: current };
      });
      if (result.kind === 'updated') await changed([tags.own(applicantId), tags.own(result.job.ownerId)]);
      return result;
    },

    /**
     * One applicant's proposals on these jobs (one per job: apply refuses a second), through the
     * (job, applicant) index: the job screens of someone with more than allOwn keeps.
     */
    async ownByJob(applicantId: string, jobIds: readonly string[]): Promise<Map<string, OwnProposal>> {
      if (jobIds.length === 0) return new Map();
      const rows = await ownOnJobs().execute({ applicantId, jobIds: anyList(jobIds) });
      return new Map(rows.map((row) => [row.jobId, { id: row.id, status: row.status }]));
    },

    /**
     * All of one applicant's proposals, compact (lib/proposals-by-job.ts), if they are at most
     * `atMost`; else null (the caller asks per page, never reading a history that grows with every
     * proposal the person ever sent).
     *
     * Counted first, in the same statement (an index-only walk of at most atMost + 1 entries), and
     * read only within the limit. They come back as one row: the job ids and proposal ids as bytes
     * in the job ids' order (base64), and the statuses in the same order. The API bench's freelancers
     * (2,100 proposals each) had 2,100 rows parsed after each change of their own data, which cost
     * the API more CPU than the cached list saved. The rows are put in order once, by reading the
     * (applicant, job) index in order; an `order by` in each aggregate sorted them three times
     * (PostgreSQL 15), 9–16 ms against 3–5 ms for 2,148 proposals.
     */
    async allOwn(applicantId: string, atMost: number): Promise<ProposalsByJob | null> {
      const { rows } = (await db.execute(sql`
        with counted as materialized (
          select count(*)::int as n from (
            select 1 from ${applications} where ${applications.applicantId} = ${applicantId} limit ${atMost + 1}
          ) as mine
        ), mine as materialized (
          select a.job_id, a.id, a.status from ${applications} as a
          where a.applicant_id = ${applicantId} and (select n from counted) <= ${atMost}
          order by a.job_id
        )
        select (select n from counted) as n,
          encode(coalesce(string_agg(uuid_send(job_id), ''::bytea), ''::bytea), 'base64') as job_ids,
          encode(coalesce(string_agg(uuid_send(id), ''::bytea), ''::bytea), 'base64') as ids,
          coalesce(string_agg(status::text, ','), '') as statuses
        from mine`)) as unknown as { rows: { n: number; job_ids: string; ids: string; statuses: string }[] };
      const [found] = rows;
      if (!found || found.n > atMost) return null;
      // Copied out of Buffer.from's shared pool, so the cache's count of the bytes is what is kept.
      return proposalsByJob(
        new Uint8Array(Buffer.from(found.job_ids, 'base64')),
        new Uint8Array(Buffer.from(found.ids, 'base64')),
        found.statuses ? found.statuses.split(',') : [],
      );
    },

    /** Proposals: the caller's own applications, newest first. */
    async listByApplicant(applicantId: string, status: ApplicationStatus | undefined, query: Page) {
      const conditions: SQL[] = [eq(applications.applicantId, applicantId)];
      if (status) conditions.push(eq(applications.status, status));
      return pageWithParties(and(...conditions), query);
    },

    /** Job Applicants: proposals on the owner's jobs (one job when jobId is given). */
    async listForOwner(ownerId: string, jobId: string | undefined, status: ApplicationStatus | undefined, query: Page) {
      const conditions: SQL[] = [eq(jobs.ownerId, ownerId)];
      if (jobId) conditions.push(eq(applications.jobId, jobId));
      if (status) conditions.push(eq(applications.status, status));
      return pageWithParties(and(...conditions), query, true);
    },

    /**
     * Every proposal on one of the owner's jobs (sorting by screening score ranks them all before a
     * page is cut). Capped well above any real job's proposal count so one request stays bounded.
     */
    async allForOwnerJob(ownerId: string, jobId: string, status: ApplicationStatus | undefined) {
      const conditions: SQL[] = [eq(jobs.ownerId, ownerId), eq(applications.jobId, jobId)];
      if (status) conditions.push(eq(applications.status, status));
      return withParties()
        .where(and(...conditions))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(ALL_PROPOSALS_CAP);
    },

    /**
     * My Project: jobs the freelancer is hired on, newest hire first, with the accepted proposal's
     * id (null for a job hired from a chat brief, which has none).
     */
    async listHiredJobs(freelancerId: string, status: JobStatus | undefined, query: Page) {
      const statements = hiredJobs(status ? 'status' : 'any');
      const values = { freelancerId, status, limit: query.limit, offset: (query.page - 1) * query.limit };
      const [{ total }] = await statements.count.execute(values);
      const rows = await statements.page.execute(values);
      return { rows, total };
    },

    async countsFor(applicantId: string): Promise<{ sent: number; pending: number; accepted: number }> {
      const [row] = await db
        .select({
          sent: sql<number>`count(*)::int`,
          pending: sql<number>`count(*) filter (where ${applications.status} = 'pending')::int`,
          accepted: sql<number>`count(*) filter (where ${applications.status} = 'accepted')::int`,
        })
        .from(applications)
        .where(eq(applications.applicantId, applicantId));
      return row;
    },

    /**
     * Hire, in ONE transaction: the job moves active → progress first (its row lock makes a second
     * accept on the same job wait and then find it no longer active), then this proposal is accepted,
     * every other pending one rejected, and client and freelancer become connected contacts.
     */
    async accept(applicationId: string, ownerId: string, now: Date): Promise<DecisionResult> {
      let result: DecisionResult;
      try {
        result = await db.transaction(async (tx): Promise<DecisionResult> => {
          const [current] = await tx.select().from(applications).where(eq(applications.id, applicationId));
          if (!current || current.status !== 'pending') return { kind: 'changed' };
          // The job row is always locked before any proposal row (apply and edit do the same): no deadlock.
          const [job] = await tx
            .update(jobs)
            .set({ status: 'progress', hiredFreelancerId: current.applicantId, hiredAt: now, updatedAt: now })
            .where(and(eq(jobs.id, current.jobId), eq(jobs.ownerId, ownerId), eq(jobs.status, 'active')))
            .returning();
          if (!job) return { kind: 'changed' };
          // Asked under the job's row lock, which appointing takes too: no appointment slips in between.
          if (await assistsJob(tx, job.id, current.applicantId)) throw new ApplicantAssistsJob();
          const [application] = await tx
            .update(applications)
            .set({ status: 'accepted', updatedAt: now })
            .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
            .returning();
          if (!application) throw new DecisionChanged(); // rejected meanwhile: undo the hire
          const rejected = await tx
            .update(applications)
            .set({ status: 'rejected', updatedAt: now })
            .where(and(eq(applications.jobId, job.id), eq(applications.status, 'pending'), ne(applications.id, applicationId)))
            .returning({ applicantId: applications.applicantId });
          await connect(tx, ownerId, current.applicantId, now);
          // A hire on the appointed assistant's recommendation owes them their fee (issue 13).
          const assistantFee = await recordAssistantFeeIn(tx, job, application.id, now);
          return { kind: 'done', application, job, rejectedApplicantIds: rejected.map((row) => row.applicantId), assistantFee };
        });
      } catch (error) {
        if (error instanceof DecisionChanged) return { kind: 'changed' };
        if (error instanceof ApplicantAssistsJob) return { kind: 'assistant' };
        throw error;
      }
      if (result.kind === 'done') {
        // The job leaves the open list; every applicant's proposal changed state; the parties
        // became contacts; an assistant's fees grew.
        await changed([
          ...jobWriteTags(result.job, { ...result.job, status: 'active', hiredFreelancerId: null }),
          ...result.rejectedApplicantIds.map((id) => tags.own(id)),
          ...(result.assistantFee ? [tags.own(result.assistantFee.assistantId)] : []),
        ]);
      }
      return result;
    },

    /** Rejected proposals are kept (the freelancer sees the outcome), never deleted. */
    async reject(applicationId: string, now: Date): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(applications)
        .set({ status: 'rejected', updatedAt: now })
        .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
        .returning();
      if (row) await changed([tags.own(row.applicantId)]);
      return row;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
