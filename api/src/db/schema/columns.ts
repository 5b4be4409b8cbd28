// Column helpers every domain file of the schema uses.
import { sql } from 'drizzle-orm';
import { type ExtraConfigColumn, numeric, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * A key column of an index read newest first. `ORDER BY x DESC` means DESC NULLS FIRST, while
 * drizzle's bare `.desc()` writes DESC NULLS LAST, an order the planner cannot use for it.
 */
export const newestFirst = (column: ExtraConfigColumn) => column.desc().nullsFirst();

export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A check constraint lists the allowed values: a typo in code never reaches the table. */
export const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Money: exact in the database, read as a JS number (cents at most, so doubles are exact enough). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
