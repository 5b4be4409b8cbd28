import type { FastifyInstance } from 'fastify';

export type VerificationOutcome = '1' | 'expired' | 'invalid';

/** Consumes a verification token. A second click on a used link of a verified account is still '1'
 *  (mail scanners often open links before the person does). */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<VerificationOutcome> {
  const row = await app.repos.emailVerificationTokens.find(token);
  if (!row) return 'invalid';
  if (row.usedAt) {
    const user = await app.repos.users.findById(row.userId);
    return user?.emailVerifiedAt ? '1' : 'invalid';
  }
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  if (!(await app.repos.emailVerificationTokens.consume(row.tokenHash))) return 'invalid';
  await app.repos.users.markEmailVerified(row.userId);
  return '1';
}
