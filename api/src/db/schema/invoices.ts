// Invoices of completed jobs (issue 38): the number each one was given, per freelancer.
import { integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { jobs } from './jobs';

/**
 * The last invoice number given per freelancer. Its row is the lock two concurrent first requests
 * queue on (repositories/invoices.ts), so they cannot take the same number.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  freelancerId: uuid('freelancer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A completed job's invoice number: given once (on the first request), never changed. The unique
 * index is the last guard against two jobs of one freelancer sharing a number.
 */
export const invoices = pgTable(
  'invoices',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId] }),
    uniqueIndex('invoices_freelancer_number_unique').on(t.freelancerId, t.number),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
