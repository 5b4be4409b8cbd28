import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceCounters, invoices, type InvoiceRow } from '../db/schema';

/** Invoice numbers (issue 38): one per completed job, sequential per freelancer, given once. */
export function createInvoicesRepository(db: Db) {
  return {
    /**
     * The job's invoice, numbered on the first call. One transaction: the freelancer's counter row
     * is locked first (an upsert that changes nothing when it exists), so a second first request,
     * for this job or another of the same freelancer, waits for this one to commit, then finds the
     * job numbered or takes the next number. Numbers never repeat and never change.
     */
    async issue(jobId: string, freelancerId: string, now: Date): Promise<InvoiceRow> {
      return db.transaction(async (tx) => {
        await tx
          .insert(invoiceCounters)
          .values({ freelancerId, lastNumber: 0 })
          .onConflictDoUpdate({
            target: invoiceCounters.freelancerId,
            set: { lastNumber: sql`${invoiceCounters.lastNumber}` },
          });
        const [existing] = await tx.select().from(invoices).where(eq(invoices.jobId, jobId));
        if (existing) return existing;
        const [counter] = await tx
          .update(invoiceCounters)
          .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
          .where(eq(invoiceCounters.freelancerId, freelancerId))
          .returning({ lastNumber: invoiceCounters.lastNumber });
        const [created] = await tx
          .insert(invoices)
          .values({ jobId, freelancerId, number: counter.lastNumber, issuedAt: now })
          .returning();
        return created;
      });
    },
  };
}
