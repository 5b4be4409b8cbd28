import { and, eq, gt, inArray, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnFirstRun } from '../db/prepared';
import { sessions, users, type UserRow } from '../db/schema';
import { tags } from '../lib/cache-tags';
import { randomToken, sha256 } from '../lib/tokens';
import type { Changed } from './changes';
import { endOutstandingLinks } from './outstanding-links';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Cookie values are 32 random bytes in base64url (43 characters); anything else is not ours. */
const looksLikeSessionId = (raw: string) => /^[A-Za-z0-9_-]{43}$/.test(raw);

export function createSessionsRepository(db: Db, changed: Changed) {
  // Every signed-in request whose session is not cached (docs/decisions.md, "Statements a read
  // runs every time are prepared").
  const activeSession = preparedOnFirstRun(() =>
    db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.idHash, sql.placeholder('idHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare('sessions_active'),
  );
  /** The signed-in user and when their session ends, for a live (not revoked, not expired) session. */
  async function findActive(rawId: string | undefined): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
    if (!rawId || !looksLikeSessionId(rawId)) return undefined;
    const [row] = await activeSession().execute({ idHash: sha256(rawId), now: new Date().toISOString() });
    return row;
  }

  return {
    /** Returns the raw id for the cookie; only its hash is stored. */
    async create(userId: string): Promise<{ id: string; expiresAt: Date }> {
      const id = randomToken(32);
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ idHash: sha256(id), userId, expiresAt });
      return { id, expiresAt };
    },
    async findUser(rawId: string | undefined): Promise<UserRow | undefined> {
      return (await findActive(rawId))?.user;
    },
    findActive,
    async revoke(rawId: string): Promise<void> {
      if (!looksLikeSessionId(rawId)) return;
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.idHash, sha256(rawId)), isNull(sessions.revokedAt)));
      await changed([tags.session(sha256(rawId))]);
    },
    /** Signing out everywhere (password change or reset, an admin action): every device signs in again, every mailed link ends. */
    async revokeAllForUser(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      await endOutstandingLinks(db, userId);
      await changed([tags.sessionsOf(userId)]);
    },
    /** Which of these session hashes are still live (not revoked, not expired): the sockets' re-check. */
    async liveAmong(idHashes: readonly string[]): Promise<Set<string>> {
      if (idHashes.length === 0) return new Set();
      const rows = await db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(
          and(inArray(sessions.idHash, [...idHashes]), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
        );
      return new Set(rows.map((row) => row.idHash));
    },
    /** Only sessions that no longer sign anyone in: nothing cached changes (a cached session ends with its own expiry). */
    async deleteExpired(olderThan = new Date()): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, olderThan), isNotNull(sessions.revokedAt)));
    },
  };
}
