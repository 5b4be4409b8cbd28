import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ScreeningCriteria } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { jobScreenings, screeningPackages, type JobScreeningRow, type ScreeningPackageRow } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import type { Page, PageOf } from './jobs';

export interface PackageWithUse {
  row: ScreeningPackageRow;
  /** Jobs whose screening was last taken from this package. */
  jobsUsing: number;
}

/** A client's saved Custom Screening Packages and the screening criteria attached to its jobs. */
export function createScreeningRepository(db: Db) {
  async function withUse(rows: ScreeningPackageRow[]): Promise<PackageWithUse[]> {
    if (rows.length === 0) return [];
    const uses = await db
      .select({ packageId: jobScreenings.packageId, n: count() })
      .from(jobScreenings)
      .where(
        inArray(
          jobScreenings.packageId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(jobScreenings.packageId);
    const usesOf = new Map(uses.map((use) => [use.packageId, use.n]));
    return rows.map((row) => ({ row, jobsUsing: usesOf.get(row.id) ?? 0 }));
  }

  return {
    async listPackages(ownerId: string, query: Page): Promise<PageOf<PackageWithUse>> {
      const where = eq(screeningPackages.ownerId, ownerId);
      const [{ total }] = await db.select({ total: count() }).from(screeningPackages).where(where);
      const rows = await db
        .select()
        .from(screeningPackages)
        .where(where)
        .orderBy(desc(screeningPackages.createdAt), desc(screeningPackages.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows: await withUse(rows), total };
    },

    /** The owner's package, or undefined (someone else's is as absent as a missing one). */
    async findOwnPackage(ownerId: string, packageId: string): Promise<PackageWithUse | undefined> {
      const [row] = await db
        .select()
        .from(screeningPackages)
        .where(and(eq(screeningPackages.id, packageId), eq(screeningPackages.ownerId, ownerId)));
      return row ? (await withUse([row]))[0] : undefined;
    },

    /** `null` when the owner already has a package of that name (any case). */
    async createPackage(ownerId: string, name: string, criteria: ScreeningCriteria, now: Date) {
      try {
        const [row] = await db
          .insert(screeningPackages)
          .values({ ownerId, name, criteria, createdAt: now, updatedAt: now })
          .returning();
        return { row, jobsUsing: 0 };
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * `undefined`: not the owner's; `null`: the name is taken by another of its packages. Jobs keep
     * the criteria they were given: a package is a template, not a live link.
     */
    async updatePackage(ownerId: string, packageId: string, name: string, criteria: ScreeningCriteria, now: Date) {
      try {
        const [row] = await db
          .update(screeningPackages)
          .set({ name, criteria, updatedAt: now })
          .where(and(eq(screeningPackages.id, packageId), eq(screeningPackages.ownerId, ownerId)))
          .returning();
        return row ? (await withUse([row]))[0] : undefined;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async deletePackage(ownerId: string, packageId: string): Promise<boolean> {
      const deleted = await db
        .delete(screeningPackages)
        .where(and(eq(screeningPackages.id, packageId), eq(screeningPackages.ownerId, ownerId)))
        .returning({ id: screeningPackages.id });
      return deleted.length > 0;
    },

    async forJob(jobId: string): Promise<JobScreeningRow | undefined> {
      const [row] = await db.select().from(jobScreenings).where(eq(jobScreenings.jobId, jobId));
      return row;
    },

    /** The criteria of several jobs at once (the applicant lists), by job id. */
    async forJobs(jobIds: string[]): Promise<Map<string, ScreeningCriteria>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(jobScreenings)
        .where(inArray(jobScreenings.jobId, [...new Set(jobIds)]));
      return new Map(rows.map((row) => [row.jobId, row.criteria]));
    },

    async setForJob(
      jobId: string,
      criteria: ScreeningCriteria,
      from: { id: string; name: string } | null,
      now: Date,
    ): Promise<JobScreeningRow> {
      const values = { criteria, packageId: from?.id ?? null, packageName: from?.name ?? null, updatedAt: now };
      const [row] = await db
        .insert(jobScreenings)
        .values({ jobId, ...values })
        .onConflictDoUpdate({ target: jobScreenings.jobId, set: values })
        .returning();
      return row;
    },

    async removeFromJob(jobId: string): Promise<boolean> {
      const deleted = await db
        .delete(jobScreenings)
        .where(eq(jobScreenings.jobId, jobId))
        .returning({ jobId: jobScreenings.jobId });
      return deleted.length > 0;
    },
  };
}
