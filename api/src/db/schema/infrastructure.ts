// Tables the running processes keep for themselves: the socket.io adapter and shared rate-limit counters.
import { bigserial, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Required by @socket.io/postgres-adapter (several API processes on one PostgreSQL). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * Rate-limit counters shared by every API process on one PostgreSQL (plugins/rate-limit.ts). Unused
 * on the embedded database, which belongs to one process whose memory counts alone.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
