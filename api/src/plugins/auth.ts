import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAME, type Role } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { prepareDummyHash } from '../lib/passwords';
import { tags } from '../lib/cache-tags';
import { sha256 } from '../lib/tokens';
import { SESSION_TTL_MS } from '../repositories/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request on first use. */
    currentUser(): Promise<UserRow | null>;
    /** The session cookie value this response leaves the browser with (the CSRF token is bound to it). */
    sessionBinding: string;
  }
  interface FastifyInstance {
    /** Starts a session, sets the cookie and returns nothing secret. */
    startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export interface AuthPluginOptions {
  secureCookies: boolean;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

const loaded = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
  };

  await prepareDummyHash();
  app.decorateRequest('sessionBinding', '');
  // Every signed-in call starts here, so the session is a cached read: ending it (logout, a new
  // login, a password change or reset) or changing the person's row drops it in every process
  // before the writer goes on, and an entry never outlives its session.
  const findSessionUser = async (rawId: string | undefined): Promise<UserRow | null> => {
    if (!rawId) return null;
    const idHash = sha256(rawId);
    const session = await app.readCache.get(`session:${idHash}`, () => app.repos.sessions.findActive(rawId), {
      references: [tags.session(idHash)],
      referencesOf: (found) => (found ? [tags.sessionsOf(found.user.id), tags.user(found.user.id)] : []),
      ttlMs: (found) => (found ? found.expiresAt.getTime() - Date.now() : 0),
    });
    return session && session.expiresAt.getTime() > Date.now() ? session.user : null;
  };
  app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
    let pending = loaded.get(this);
    if (!pending) {
      pending = findSessionUser(this.cookies[SESSION_COOKIE_NAME]);
      loaded.set(this, pending);
    }
    return pending;
  });

  app.addHook('onRequest', async (request) => {
    request.sessionBinding = request.cookies[SESSION_COOKIE_NAME] ?? '';
  });

  // Ended sessions and spent login counters are useless rows; deleting them is idempotent, so any process may do it.
  const sweep = setInterval(() => {
    app.repos.sessions.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
    app.repos.loginThrottles
      .sweep(new Date())
      .catch((error: unknown) => app.log.warn({ err: error }, 'login counter sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const previous = request.cookies[SESSION_COOKIE_NAME];
    // A fresh id at every login (no session fixation); the old one stops working.
    if (previous) await app.repos.sessions.revoke(previous);
    const session = await app.repos.sessions.create(userId);
    if (previous) {
      await app.realtime.rebindSession(previous, session.id, userId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not move the replaced session’s sockets');
      });
    }
    reply.setCookie(SESSION_COOKIE_NAME, session.id, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
    request.sessionBinding = session.id;
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const current = request.cookies[SESSION_COOKIE_NAME];
    if (current) {
      await app.repos.sessions.revoke(current);
      // The session's open sockets would otherwise keep receiving events until they reconnect.
      await app.realtime.disconnectSession(current).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not close the ended session’s sockets');
      });
    }
    reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions);
    request.sessionBinding = '';
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'read-cache', '@fastify/cookie'] });

/** Authorize step of a route: the signed-in user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

/** Authorize step of a route: the signed-in user with one of the roles, else 401/403. */
export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<UserRow> {
  const user = await requireUser(request);
  if (!user.role || !roles.includes(user.role)) throw forbidden('You do not have permission to do this.');
  return user;
}
