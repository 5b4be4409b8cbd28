import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { signInChangeNotice } from '../mail/sign-in-change-notice';
import type { CommandContext } from './command-context';

export type SessionContext = CommandContext & Pick<FastifyInstance, 'startSession'>;

/**
 * After a change of how a person signs in (a password changed, a passkey or two-step sign-in added
 * or removed, a recovery code used): every other session of theirs ends, the caller continues on a
 * fresh session id, and the other devices' sockets close now (issue 34's rule, in one place).
 */
export async function endOtherSessions(
  app: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await app.repos.sessions.revokeAllForUser(userId);
  // The caller's fresh session takes over its tabs' sockets (startSession rebinds them).
  await app.startSession(request, reply, userId);
  await app.realtime.disconnectUser(userId, request.sessionBinding).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not close the sockets of ended sessions');
  });
}

/**
 * Mails the account's owner what changed (through the durable outbox: written before this returns,
 * sent with retries). A mail that cannot even be written is logged: the change itself stands.
 */
export async function tellOwnerOfSignInChange(app: CommandContext, user: UserRow, change: string): Promise<void> {
  try {
    await app.mailer.send(signInChangeNotice(user.email, user.fullName, change, `${app.config.publicUrl}/editProfile`));
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'sign-in change notice could not be written');
  }
}

/** Both of the above: what every change of issue 38 does once it is made. */
export async function afterSignInChange(
  app: SessionContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  change: string,
): Promise<void> {
  await endOtherSessions(app, request, reply, user.id);
  await tellOwnerOfSignInChange(app, user, change);
}
