import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { hiringAssistantFee, type AppointmentStatus } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import {
  applications,
  hiringAppointments,
  hiringFees,
  hiringRecommendations,
  jobs,
  users,
  type ApplicationRow,
  type HiringAppointmentRow,
  type HiringFeeRow,
  type HiringRecommendationRow,
  type JobRow,
  type UserRow,
} from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import type { Page, PageOf } from './jobs';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const offset = (page: Page) => (page.page - 1) * page.limit;

export type Person = Pick<UserRow, 'id' | 'fullName' | 'profilePhoto'>;

/** An appointment with everything a card shows. */
export interface AppointmentView {
  appointment: HiringAppointmentRow;
  job: JobRow;
  client: Person;
  assistant: Person;
  applicantCount: number;
  recommendedCount: number;
  fee: number | null;
}

export interface RecordedFee {
  fee: HiringFeeRow;
  assistantId: string;
}

const LIVE: AppointmentStatus[] = ['pending', 'accepted'];

export type AppointResult =
  | { kind: 'appointed'; appointment: HiringAppointmentRow }
  | { kind: 'taken' }
  | { kind: 'applicant' };

/**
 * Inside the hire's transaction (repositories/applications.ts accept): when the hired proposal was
 * recommended by the job's assistant under an accepted appointment, records the assistant's fee,
 * once per job (the unique index on job_id; a second call records nothing). Never when the hired
 * freelancer is the assistant.
 */
export async function recordAssistantFeeIn(
  tx: Tx,
  job: JobRow,
  applicationId: string,
  now: Date,
): Promise<RecordedFee | null> {
  const [recommendation] = await tx
    .select({ appointmentId: hiringAppointments.id, assistantId: hiringAppointments.assistantId })
    .from(hiringRecommendations)
    .innerJoin(hiringAppointments, eq(hiringAppointments.id, hiringRecommendations.appointmentId))
    .where(and(eq(hiringRecommendations.applicationId, applicationId), eq(hiringAppointments.status, 'accepted')));
  if (!recommendation) return null;
  // Hiring the assistant themselves earns them no fee for it, whatever the data says (issue 28).
  const [hired] = await tx
    .select({ applicantId: applications.applicantId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!hired || hired.applicantId === recommendation.assistantId) return null;
  const [fee] = await tx
    .insert(hiringFees)
    .values({
      jobId: job.id,
      appointmentId: recommendation.appointmentId,
      assistantId: recommendation.assistantId,
      clientId: job.ownerId,
      applicationId,
      amount: hiringAssistantFee(job.salary),
      createdAt: now,
    })
    .onConflictDoNothing({ target: hiringFees.jobId })
    .returning();
  return fee ? { fee, assistantId: recommendation.assistantId } : null;
}

/** Hiring assistants appointed to client jobs, their recommendations and the fees they earned. */
export function createHiringRepository(db: Db) {
  async function views(rows: HiringAppointmentRow[]): Promise<AppointmentView[]> {
    if (rows.length === 0) return [];
    const jobIds = [...new Set(rows.map((row) => row.jobId))];
    const personIds = [...new Set(rows.flatMap((row) => [row.clientId, row.assistantId]))];
    const [jobRows, people, applicants, recommended, fees] = await Promise.all([
      db.select().from(jobs).where(inArray(jobs.id, jobIds)),
      db
        .select({ id: users.id, fullName: users.fullName, profilePhoto: users.profilePhoto })
        .from(users)
        .where(inArray(users.id, personIds)),
      db
        .select({ jobId: applications.jobId, n: count() })
        .from(applications)
        .where(inArray(applications.jobId, jobIds))
        .groupBy(applications.jobId),
      db
        .select({ appointmentId: hiringRecommendations.appointmentId, n: count() })
        .from(hiringRecommendations)
        .where(
          inArray(
            hiringRecommendations.appointmentId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(hiringRecommendations.appointmentId),
      db
        .select()
        .from(hiringFees)
        .where(
          inArray(
            hiringFees.appointmentId,
            rows.map((row) => row.id),
          ),
        ),
    ]);
    const jobOf = new Map(jobRows.map((row) => [row.id, row]));
    const personOf = new Map(people.map((row) => [row.id, row]));
    const applicantsOf = new Map(applicants.map((row) => [row.jobId, row.n]));
    const recommendedOf = new Map(recommended.map((row) => [row.appointmentId, row.n]));
    const feeOf = new Map(fees.map((row) => [row.appointmentId, row.amount]));
    return rows.flatMap((appointment) => {
      const job = jobOf.get(appointment.jobId);
      const client = personOf.get(appointment.clientId);
      const assistant = personOf.get(appointment.assistantId);
      if (!job || !client || !assistant) return []; // deleted meanwhile
      return {
        appointment,
        job,
        client,
        assistant,
        applicantCount: applicantsOf.get(job.id) ?? 0,
        recommendedCount: recommendedOf.get(appointment.id) ?? 0,
        fee: feeOf.get(appointment.id) ?? null,
      };
    });
  }

  return {
    views,

    /**
     * Appoints, unless the job already has a live (pending or accepted) appointment (`taken`) or the
     * assistant sent a proposal for it (`applicant`). The job row is locked first, as applying locks
     * it: a proposal and an appointment of the same person cannot slip past each other.
     */
    async appoint(clientId: string, assistantId: string, jobId: string, now: Date): Promise<AppointResult> {
      try {
        return await db.transaction(async (tx): Promise<AppointResult> => {
          await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
          const [applied] = await tx
            .select({ id: applications.id })
            .from(applications)
            .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, assistantId)));
          if (applied) return { kind: 'applicant' };
          const [appointment] = await tx
            .insert(hiringAppointments)
            .values({ clientId, assistantId, jobId, createdAt: now })
            .returning();
          return { kind: 'appointed', appointment };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'taken' };
        throw error;
      }
    },

    async byId(id: string): Promise<HiringAppointmentRow | null> {
      const [row] = await db.select().from(hiringAppointments).where(eq(hiringAppointments.id, id));
      return row ?? null;
    },

    /** The assistant answers a pending appointment; `null` when it is no longer pending. */
    async respond(
      id: string,
      assistantId: string,
      decision: 'accepted' | 'declined',
      now: Date,
    ): Promise<HiringAppointmentRow | null> {
      const [row] = await db
        .update(hiringAppointments)
        .set({ status: decision, respondedAt: now })
        .where(
          and(
            eq(hiringAppointments.id, id),
            eq(hiringAppointments.assistantId, assistantId),
            eq(hiringAppointments.status, 'pending'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Either side ends a live appointment; `null` when it was not live (or not theirs). */
    async end(id: string, userId: string): Promise<HiringAppointmentRow | null> {
      const [row] = await db
        .update(hiringAppointments)
        .set({ status: 'ended' })
        .where(
          and(
            eq(hiringAppointments.id, id),
            inArray(hiringAppointments.status, LIVE),
            or(eq(hiringAppointments.clientId, userId), eq(hiringAppointments.assistantId, userId)),
          ),
        )
        .returning();
      return row ?? null;
    },

    async listFor(
      who: 'assistant' | 'client',
      userId: string,
      jobId: string | undefined,
      page: Page,
    ): Promise<PageOf<AppointmentView>> {
      const owner = who === 'assistant' ? hiringAppointments.assistantId : hiringAppointments.clientId;
      const where = and(eq(owner, userId), jobId ? eq(hiringAppointments.jobId, jobId) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(hiringAppointments)
          .where(where)
          .orderBy(
            // Live ones first, then newest.
            sql`case when ${hiringAppointments.status} in ('pending', 'accepted') then 0 else 1 end`,
            desc(hiringAppointments.createdAt),
            desc(hiringAppointments.id),
          )
          .limit(page.limit)
          .offset(offset(page)),
        db.select({ total: count() }).from(hiringAppointments).where(where),
      ]);
      return { rows: await views(rows), total };
    },

    /** The assistant's accepted appointment on a job, else null (what every assistant read checks). */
    async acceptedOn(jobId: string, assistantId: string): Promise<HiringAppointmentRow | null> {
      const [row] = await db
        .select()
        .from(hiringAppointments)
        .where(
          and(
            eq(hiringAppointments.jobId, jobId),
            eq(hiringAppointments.assistantId, assistantId),
            eq(hiringAppointments.status, 'accepted'),
          ),
        );
      return row ?? null;
    },

    async recommend(
      application: ApplicationRow,
      appointment: HiringAppointmentRow,
      note: string,
      now: Date,
    ): Promise<HiringRecommendationRow> {
      const values = {
        appointmentId: appointment.id,
        jobId: application.jobId,
        assistantId: appointment.assistantId,
        note,
        createdAt: now,
      };
      const [row] = await db
        .insert(hiringRecommendations)
        .values({ applicationId: application.id, ...values })
        .onConflictDoUpdate({ target: hiringRecommendations.applicationId, set: values })
        .returning();
      return row;
    },

    async unrecommend(applicationId: string, assistantId: string): Promise<void> {
      await db
        .delete(hiringRecommendations)
        .where(
          and(
            eq(hiringRecommendations.applicationId, applicationId),
            eq(hiringRecommendations.assistantId, assistantId),
          ),
        );
    },

    /** Recommendations on these proposals, with the assistant's name. */
    async recommendationsFor(
      applicationIds: readonly string[],
    ): Promise<Map<string, HiringRecommendationRow & { assistantName: string }>> {
      if (applicationIds.length === 0) return new Map();
      const rows = await db
        .select({ recommendation: hiringRecommendations, assistantName: users.fullName })
        .from(hiringRecommendations)
        .innerJoin(users, eq(users.id, hiringRecommendations.assistantId))
        .where(inArray(hiringRecommendations.applicationId, [...applicationIds]));
      return new Map(
        rows.map((row) => [
          row.recommendation.applicationId,
          { ...row.recommendation, assistantName: row.assistantName },
        ]),
      );
    },

    /** The assistant's fees, newest first, with the job, the client and the hired freelancer. */
    async feesOf(assistantId: string, page: Page) {
      const where = eq(hiringFees.assistantId, assistantId);
      const [rows, [{ total, sum }]] = await Promise.all([
        db
          .select({
            fee: hiringFees,
            jobTitle: jobs.title,
            salary: jobs.salary,
            clientName: users.fullName,
            hiredId: applications.applicantId,
          })
          .from(hiringFees)
          .innerJoin(jobs, eq(jobs.id, hiringFees.jobId))
          .innerJoin(users, eq(users.id, hiringFees.clientId))
          .innerJoin(applications, eq(applications.id, hiringFees.applicationId))
          .where(where)
          .orderBy(desc(hiringFees.createdAt), desc(hiringFees.id))
          .limit(page.limit)
          .offset(offset(page)),
        db
          .select({ total: count(), sum: sql<string | null>`sum(${hiringFees.amount})` })
          .from(hiringFees)
          .where(where),
      ]);
      const hiredIds = [...new Set(rows.map((row) => row.hiredId))];
      const names = new Map(
        hiredIds.length
          ? (
              await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, hiredIds))
            ).map((row) => [row.id, row.fullName])
          : [],
      );
      return {
        rows: rows.map((row) => ({ ...row, hiredName: names.get(row.hiredId) ?? 'Former user' })),
        total,
        sum: Number(sum ?? 0),
      };
    },

    /** Fees by job for the client's transactions, and their sum. */
    async feesForClient(clientId: string) {
      return db
        .select({
          jobId: hiringFees.jobId,
          amount: hiringFees.amount,
          assistantId: hiringFees.assistantId,
          assistantName: users.fullName,
        })
        .from(hiringFees)
        .innerJoin(users, eq(users.id, hiringFees.assistantId))
        .where(eq(hiringFees.clientId, clientId));
    },

    async feeTotalOf(assistantId: string): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string | null>`sum(${hiringFees.amount})` })
        .from(hiringFees)
        .where(eq(hiringFees.assistantId, assistantId));
      return Number(row?.sum ?? 0);
    },
  };
}
