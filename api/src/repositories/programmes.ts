import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  HIRING_ASSISTANT_STATUSES,
  POSITIVE_REVIEW_MIN_STARS,
  type HiringAssistantApplicationBody,
  type HiringSpecialization,
  type MentorApplicationBody,
  type MentorExpertise,
  type ProgrammeApplicationStatus,
  type ProgrammeType,
} from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import {
  hiringAppointments,
  hiringAssistantProfiles,
  hiringShortlists,
  jobs,
  mentorProfiles,
  mentorshipSubscriptions,
  programmeApplications,
  reviews,
  users,
  type HiringAssistantProfileRow,
  type MentorProfileRow,
  type ProgrammeApplicationRow,
  type UserRow,
} from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import type { Page, PageOf } from './jobs';
import { tags } from '../lib/cache-tags';
import type { Changed } from './changes';

export type HiringAnswers = Omit<HiringAssistantApplicationBody, 'agreeToTerms'>;
export type ProgrammeAnswers = MentorApplicationBody | HiringAnswers;

/** The figures the portal and the admin queue weigh an applicant by. */
export interface EligibilityFigures {
  ratingCount: number;
  ratingTotal: number;
  completedProjects: number;
  createdAt: Date;
  positiveClientReviews: number;
}

export interface ApplicationWithPeople {
  application: ProgrammeApplicationRow;
  applicant: UserRow;
  decidedBy: Pick<UserRow, 'id' | 'fullName'> | null;
}

export type DecideOutcome =
  | { kind: 'missing' }
  | { kind: 'already-decided' }
  | { kind: 'decided'; application: ProgrammeApplicationRow; subscribersToTell: string[] };

export interface AssistantListing {
  profile: HiringAssistantProfileRow;
  user: UserRow;
  jobsAssisted: number;
  shortlisted: boolean;
}

const offset = (page: Page) => (page.page - 1) * page.limit;
const hiringStatusFor: Record<'approved' | 'declined', (typeof HIRING_ASSISTANT_STATUSES)[number]> = {
  approved: 'Accepted',
  declined: 'Inactive',
};

/** Mentor and hiring-assistant programmes: applications, the admin's decisions, and who is in. */
export function createProgrammesRepository(db: Db, changed: Changed) {
  return {
    /**
     * Files an application; a hiring-assistant one also sets the user's status to Pending, in the
     * same transaction. `null` when one of this type is already pending (the partial unique index
     * decides, so a double submit creates one row).
     */
    async apply(
      type: ProgrammeType,
      userId: string,
      answers: ProgrammeAnswers,
    ): Promise<ProgrammeApplicationRow | null> {
      let filed: ProgrammeApplicationRow;
      try {
        filed = await db.transaction(async (tx) => {
          const [row] = await tx.insert(programmeApplications).values({ type, userId, answers }).returning();
          if (type === 'hiringAssistant') {
            await tx
              .update(users)
              .set({ hiringAssistantStatus: 'Pending', updatedAt: new Date() })
              .where(eq(users.id, userId));
          }
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      // The applicant's own row carries their hiring-assistant status (their session's user).
      if (type === 'hiringAssistant') await changed([tags.user(userId)]);
      return filed;
    },

    async latest(userId: string, type: ProgrammeType): Promise<ProgrammeApplicationRow | null> {
      const [row] = await db
        .select()
        .from(programmeApplications)
        .where(and(eq(programmeApplications.userId, userId), eq(programmeApplications.type, type)))
        .orderBy(desc(programmeApplications.createdAt))
        .limit(1);
      return row ?? null;
    },

    async mentorProfile(userId: string): Promise<MentorProfileRow | null> {
      const [row] = await db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, userId));
      return row ?? null;
    },

    /** Get Notified: `true` when the caller is (still) waiting to be told about mentors. */
    async isSubscribed(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: mentorshipSubscriptions.userId })
        .from(mentorshipSubscriptions)
        .where(and(eq(mentorshipSubscriptions.userId, userId), isNull(mentorshipSubscriptions.notifiedAt)));
      return Boolean(row);
    },

    /** Subscribes again after an earlier notice (notified_at cleared), or once. */
    async subscribe(userId: string): Promise<void> {
      await db
        .insert(mentorshipSubscriptions)
        .values({ userId })
        .onConflictDoUpdate({
          target: mentorshipSubscriptions.userId,
          set: { notifiedAt: null, createdAt: new Date() },
        });
    },

    async unsubscribe(userId: string): Promise<void> {
      await db.delete(mentorshipSubscriptions).where(eq(mentorshipSubscriptions.userId, userId));
    },

    async mentors(
      expertise: MentorExpertise | undefined,
      page: Page,
    ): Promise<PageOf<{ profile: MentorProfileRow; user: UserRow }>> {
      const where = expertise ? sql`${mentorProfiles.expertise} @> array[${expertise}]::text[]` : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ profile: mentorProfiles, user: users })
          .from(mentorProfiles)
          .innerJoin(users, eq(users.id, mentorProfiles.userId))
          .where(where)
          .orderBy(desc(mentorProfiles.approvedAt), desc(mentorProfiles.userId))
          .limit(page.limit)
          .offset(offset(page)),
        db.select({ total: count() }).from(mentorProfiles).where(where),
      ]);
      return { rows, total };
    },

    async eligibility(userIds: readonly string[]): Promise<Map<string, EligibilityFigures>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const [people, completed, positive] = await Promise.all([
        db
          .select({
            id: users.id,
            ratingCount: users.ratingCount,
            ratingTotal: users.ratingTotal,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(inArray(users.id, ids)),
        db
          .select({ id: jobs.hiredFreelancerId, n: count() })
          .from(jobs)
          .where(and(inArray(jobs.hiredFreelancerId, ids), eq(jobs.status, 'completed')))
          .groupBy(jobs.hiredFreelancerId),
        db
          .select({ id: reviews.revieweeId, n: sql<number>`count(distinct ${reviews.reviewerId})::int` })
          .from(reviews)
          .where(
            and(
              inArray(reviews.revieweeId, ids),
              eq(reviews.reviewerRole, 'client'),
              sql`${reviews.publishedAt} is not null`,
              sql`${reviews.overall} >= ${POSITIVE_REVIEW_MIN_STARS}`,
            ),
          )
          .groupBy(reviews.revieweeId),
      ]);
      const completedOf = new Map(completed.map((row) => [row.id, row.n]));
      const positiveOf = new Map(positive.map((row) => [row.id, row.n]));
      return new Map(
        people.map((person) => [
          person.id,
          {
            ratingCount: person.ratingCount,
            ratingTotal: person.ratingTotal,
            createdAt: person.createdAt,
            completedProjects: completedOf.get(person.id) ?? 0,
            positiveClientReviews: positiveOf.get(person.id) ?? 0,
          },
        ]),
      );
    },

    /** The admin queue: pending oldest first (first come, first decided), decided newest first. */
    async queue(
      status: ProgrammeApplicationStatus,
      type: ProgrammeType | undefined,
      page: Page,
    ): Promise<PageOf<ApplicationWithPeople> & { pendingCount: number }> {
      const where = and(
        eq(programmeApplications.status, status),
        type ? eq(programmeApplications.type, type) : undefined,
      );
      const order =
        status === 'pending'
          ? [asc(programmeApplications.createdAt), asc(programmeApplications.id)]
          : [desc(programmeApplications.decidedAt), desc(programmeApplications.id)];
      const [rows, [{ total }], [{ pending }]] = await Promise.all([
        db
          .select({ application: programmeApplications, applicant: users })
          .from(programmeApplications)
          .innerJoin(users, eq(users.id, programmeApplications.userId))
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(offset(page)),
        db.select({ total: count() }).from(programmeApplications).where(where),
        db.select({ pending: count() }).from(programmeApplications).where(eq(programmeApplications.status, 'pending')),
      ]);
      const deciders = await this.people(
        rows.flatMap((row) => (row.application.decidedById ? [row.application.decidedById] : [])),
      );
      return {
        rows: rows.map((row) => ({
          ...row,
          decidedBy: row.application.decidedById ? (deciders.get(row.application.decidedById) ?? null) : null,
        })),
        total,
        pendingCount: pending,
      };
    },

    async byId(id: string): Promise<ApplicationWithPeople | null> {
      const [row] = await db
        .select({ application: programmeApplications, applicant: users })
        .from(programmeApplications)
        .innerJoin(users, eq(users.id, programmeApplications.userId))
        .where(eq(programmeApplications.id, id));
      if (!row) return null;
      const deciders = await this.people(row.application.decidedById ? [row.application.decidedById] : []);
      return {
        ...row,
        decidedBy: row.application.decidedById ? (deciders.get(row.application.decidedById) ?? null) : null,
      };
    },

    async people(ids: readonly string[]): Promise<Map<string, Pick<UserRow, 'id' | 'fullName'>>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Records the admin's decision once (a guarded update: a second admin gets `already-decided`)
     * and applies it in the same transaction: the hiring-assistant status and profile, or the mentor
     * profile. An approved mentor also claims every subscriber not yet told, for the caller to notify.
     */
    async decide(
      id: string,
      adminId: string,
      decision: 'approved' | 'declined',
      reason: string,
      now: Date,
    ): Promise<DecideOutcome> {
      const outcome = await db.transaction(async (tx): Promise<DecideOutcome> => {
        const [application] = await tx
          .update(programmeApplications)
          .set({ status: decision, reason: reason === '' ? null : reason, decidedById: adminId, decidedAt: now })
          .where(and(eq(programmeApplications.id, id), eq(programmeApplications.status, 'pending')))
          .returning();
        if (!application) {
          const [exists] = await tx
            .select({ id: programmeApplications.id })
            .from(programmeApplications)
            .where(eq(programmeApplications.id, id));
          return { kind: exists ? 'already-decided' : 'missing' };
        }
        let subscribersToTell: string[] = [];
        if (application.type === 'hiringAssistant') {
          await tx
            .update(users)
            .set({ hiringAssistantStatus: hiringStatusFor[decision], updatedAt: now })
            .where(eq(users.id, application.userId));
          if (decision === 'approved') {
            const answers = application.answers as HiringAnswers;
            const profile = {
              applicationId: application.id,
              specialization: answers.yourSpecialization,
              yearsOfExperience: answers.yearsOfExperience,
              skills: answers.skills,
              approvedAt: now,
            };
            await tx
              .insert(hiringAssistantProfiles)
              .values({ userId: application.userId, ...profile })
              .onConflictDoUpdate({ target: hiringAssistantProfiles.userId, set: profile });
          }
        } else if (decision === 'approved') {
          const answers = application.answers as MentorApplicationBody;
          const profile = {
            applicationId: application.id,
            answers,
            expertise: answers.areaOfExpertise,
            approvedAt: now,
          };
          await tx
            .insert(mentorProfiles)
            .values({ userId: application.userId, ...profile })
            .onConflictDoUpdate({ target: mentorProfiles.userId, set: profile });
          const told = await tx
            .update(mentorshipSubscriptions)
            .set({ notifiedAt: now })
            .where(isNull(mentorshipSubscriptions.notifiedAt))
            .returning({ userId: mentorshipSubscriptions.userId });
          subscribersToTell = told.map((row) => row.userId).filter((userId) => userId !== application.userId);
        }
        return { kind: 'decided', application, subscribersToTell };
      });
      // An approved assistant or mentor is shown as one (their row, their badge on others' screens).
      if (outcome.kind === 'decided') await changed([tags.user(outcome.application.userId)]);
      return outcome;
    },

    /** Accepted hiring assistants, filtered on the server, best rated first (unrated last). */
    async assistants(
      filter: {
        specialization?: HiringSpecialization;
        minStars: number | null;
        shortlistedBy?: string;
        viewerId: string;
      },
      page: Page,
    ): Promise<PageOf<AssistantListing>> {
      const conditions: (SQL | undefined)[] = [eq(users.hiringAssistantStatus, 'Accepted')];
      if (filter.specialization) conditions.push(eq(hiringAssistantProfiles.specialization, filter.specialization));
      if (filter.minStars !== null) {
        conditions.push(
          sql`${users.ratingCount} > 0 and ${users.ratingTotal}::numeric / ${users.ratingCount} >= ${filter.minStars}`,
        );
      }
      if (filter.shortlistedBy) {
        conditions.push(
          sql`exists (select 1 from ${hiringShortlists} where ${hiringShortlists.clientId} = ${filter.shortlistedBy} and ${hiringShortlists.assistantId} = ${users.id})`,
        );
      }
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            profile: hiringAssistantProfiles,
            user: users,
            jobsAssisted: sql<number>`(select count(*)::int from ${hiringAppointments} where ${hiringAppointments.assistantId} = ${users.id} and ${hiringAppointments.respondedAt} is not null and ${hiringAppointments.status} in ('accepted', 'ended'))`,
            shortlisted: sql<boolean>`exists (select 1 from ${hiringShortlists} where ${hiringShortlists.clientId} = ${filter.viewerId} and ${hiringShortlists.assistantId} = ${users.id})`,
          })
          .from(hiringAssistantProfiles)
          .innerJoin(users, eq(users.id, hiringAssistantProfiles.userId))
          .where(where)
          .orderBy(
            sql`case when ${users.ratingCount} = 0 then null else ${users.ratingTotal}::numeric / ${users.ratingCount} end desc nulls last`,
            desc(hiringAssistantProfiles.approvedAt),
            desc(users.id),
          )
          .limit(page.limit)
          .offset(offset(page)),
        db
          .select({ total: count() })
          .from(hiringAssistantProfiles)
          .innerJoin(users, eq(users.id, hiringAssistantProfiles.userId))
          .where(where),
      ]);
      return { rows, total };
    },

    async isAcceptedAssistant(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(hiringAssistantProfiles, eq(hiringAssistantProfiles.userId, users.id))
        .where(and(eq(users.id, userId), eq(users.hiringAssistantStatus, 'Accepted')));
      return Boolean(row);
    },

    /** Idempotent both ways. */
    async setShortlisted(clientId: string, assistantId: string, shortlisted: boolean): Promise<void> {
      if (shortlisted) {
        await db.insert(hiringShortlists).values({ clientId, assistantId }).onConflictDoNothing();
      } else {
        await db
          .delete(hiringShortlists)
          .where(and(eq(hiringShortlists.clientId, clientId), eq(hiringShortlists.assistantId, assistantId)));
      }
    },
  };
}
