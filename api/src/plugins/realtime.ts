import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { SESSION_COOKIE_NAME, SOCKET_EVENTS } from '@freelane/shared/contracts';
import pg from 'pg';
import { poolConfig } from '../db/client';
import { describeUnavailable, isDatabaseUnavailable } from '../db/unavailable';
import { outageLog } from '../lib/outage-log';
import { sha256 } from '../lib/tokens';
import { LISTEN_APPLICATION_NAME } from '../realtime/listen-connection';
import { createPeerLink, type LinkChange, type PeerLink } from '../realtime/peer-adapter';
import { createPresence, dataOf, roomOf, type SocketData } from '../realtime/presence';
import { createTypingRelay } from '../realtime/typing';

export interface Realtime {
  io: Server;
  /** Delivers to every open tab of that user, on any API process. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** One broadcast to every open tab of each of these users (e.g. both parties of a conversation). */
  emitToUsers(userIds: readonly string[], event: string, payload: unknown): void;
  /**
   * Which of these users `viewerId` sees online: the presence rule first (both take part in their
   * conversation, both show it: repositories/conversations.ts sharePresenceWith), then their sockets
   * on any process. The one answer to "is this person online" for every REST answer and page (issue
   * 34); the socket's events follow the same rule (realtime/presence.ts). There is deliberately no
   * rule-free variant here: a route cannot ask about sockets without asking about the rule.
   */
  presenceAmong(viewerId: string, userIds: readonly string[]): Promise<Set<string>>;
  /** One of two people started taking part in their conversation: if both do, each learns whether the other is online. */
  introduce(userId: string, otherUserId: string): Promise<void>;
  /** The people who see this user's presence (and whom the user sees) now, before a change that may alter them. */
  presenceContacts(userId: string): Promise<string[]>;
  /** After that change: whoever left or joined is told (presence.refresh). */
  refreshPresence(userId: string, before: readonly string[]): Promise<void>;
  /**
   * Closes that user's open sockets (sessions ended: password reset or change), except those
   * opened with the session cookie `keepSessionId` (the caller's own, still valid).
   */
  disconnectUser(userId: string, keepSessionId?: string): Promise<void>;
  /** Closes the sockets opened with this session cookie, on any process (the session just ended). */
  disconnectSession(rawSessionId: string): Promise<void>;
  /**
   * A session replaced by a fresh one for the same browser (sign-in again, password change): this
   * process's sockets of that user move to the new session; any other socket of the old one closes
   * (another process's tabs reconnect with the new cookie; another user's tabs must not inherit it).
   */
  rebindSession(previousRawId: string, nextRawId: string, userId: string): Promise<void>;
  /**
   * Closes this process's sockets whose session has ended meanwhile (expired, or revoked by a path
   * that did not close them). Runs every SESSION_RECHECK_MS; exposed for tests.
   */
  recheckSessions(): Promise<void>;
  /** Runs `handler` whenever another API process tells this one `event` (tellPeers). */
  onPeerEvent(event: string, handler: (payload: unknown) => void): void;
  /**
   * Tells every other API process on the same PostgreSQL (the socket.io adapter's channel) and
   * resolves once each process that is serving has run its handler. A process known to be gone
   * (silent for HEARTBEAT.heartbeatTimeout), still starting, or that missed an earlier answer and
   * has not answered since is not waited for; one that does not answer within PEER_ANSWER_TIMEOUT_MS
   * is given up on, with a warning. At once with one process.
   */
  tellPeers(event: string, payload: unknown): Promise<void>;
  /**
   * `lost`: this process may miss the other processes' messages from now on (its LISTEN connection
   * is down), or hear them after a writer answered (a peer stopped waiting for it); `back`: it
   * hears them again, and every peer waits for it. `missed` says whether it may have missed some
   * in between (realtime/peer-adapter.ts). Never on the embedded database.
   */
  onPeerLink(listener: (state: 'lost' | 'back', detail: LinkChange) => void): void;
  /** The other processes (their adapter ids) a cross-process request waits for now; none on the embedded database. */
  awaitedPeers(): string[];
}

/** A socket is authenticated once, at connection; this bounds how long an ended session's socket lives. */
export const SESSION_RECHECK_MS = 60_000;
/** How long tellPeers (and any other cross-process request, such as fetchSockets) waits for answers. */
export const PEER_ANSWER_TIMEOUT_MS = 1000;
/**
 * The adapter's heartbeats: each process publishes at least once a second, and one silent for 3 s
 * (two heartbeats missed and a margin for a busy event loop) is gone: nothing waits for it until it
 * is heard again.
 */
export const HEARTBEAT = { heartbeatInterval: 1000, heartbeatTimeout: 3000 };

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  publicUrl: string;
  /** Outside production, browsers on any localhost port (the dev servers) may connect. */
  allowLocalhostOrigins: boolean;
  /** How long a user's last socket may be gone before their contacts see them offline (default 2 s). */
  presenceGraceMs?: number;
}

const DEFAULT_PRESENCE_GRACE_MS = 2000;

/**
 * Every socket joins the room of the session it was opened with, so ending a session closes its
 * sockets on every process by that room (no process lists all of its sockets to find them).
 */
const sessionRoomOf = (sessionHash: string) => `session:${sessionHash}`;

async function realtimePlugin(app: FastifyInstance, options: RealtimePluginOptions) {
  const publicOrigin = new URL(options.publicUrl).origin;
  const originAllowed = (request: IncomingMessage) => {
    const origin = request.headers.origin;
    if (!origin) return true; // not a browser: it must still present a session cookie
    if (origin === publicOrigin) return true;
    if (request.headers.host && origin.replace(/^https?:\/\//, '') === request.headers.host) return true;
    return options.allowLocalhostOrigins && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
  };

  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (request, callback) => callback(null, originAllowed(request)),
  });
  const linkListeners: ((state: 'lost' | 'back', detail: LinkChange) => void)[] = [];
  let link: PeerLink | undefined;
  if (app.database.pool) {
    const listenConfig = { ...poolConfig(app.config.databaseUrl as string, 1), application_name: LISTEN_APPLICATION_NAME };
    link = createPeerLink({
      pool: app.database.pool,
      openListenClient: () => new pg.Client(listenConfig),
      log: app.log,
      ...HEARTBEAT,
      answerTimeout: PEER_ANSWER_TIMEOUT_MS,
      listenLog: outageLog(app.log, "the socket adapter's LISTEN connection"),
      publishLog: outageLog(app.log, 'publishing to the other API processes'),
      onLinkChange: (state, detail) => {
        for (const listener of linkListeners) listener(state, detail);
      },
    });
    io.adapter(link.adapter as never);
    const listening = link;
    app.readiness.add('listen', async () => {
      if (!listening.listening) throw new Error('the socket adapter is not listening (reconnecting to PostgreSQL)');
    });
    // The other processes wait for this one's answers only once it can give them: ready, until it closes.
    app.addHook('onReady', async () => listening.setServing(true));
    app.addHook('preClose', async () => listening.setServing(false));
  }

  // The session cookie is the only credential (never a userId in the query).
  io.use((socket, next) => {
    const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
    app.repos.sessions
      .findUser(cookies[SESSION_COOKIE_NAME])
      .then((user) => {
        if (!user) return next(new Error('Unauthorized: please log in.'));
        const data: SocketData = {
          userId: user.id,
          sessionHash: sha256(cookies[SESSION_COOKIE_NAME] ?? ''),
          connectedAt: Date.now(),
        };
        socket.data = data;
        next();
      })
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          // Not a verdict on the session: the browser tries again (socket-provider.tsx) instead of
          // taking it as signed out, as it does "Unauthorized".
          app.log.warn({ database: describeUnavailable(error) }, 'socket authentication waits for the database');
          next(
            Object.assign(new Error('The service is briefly unavailable.'), { data: { code: 'SERVICE_UNAVAILABLE' } }),
          );
          return;
        }
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error('Unauthorized: please log in.'));
      });
  });

  const presence = createPresence({
    io,
    graceMs: options.presenceGraceMs ?? DEFAULT_PRESENCE_GRACE_MS,
    contactIds: (userId) => app.repos.conversations.contactIds(userId),
    sharePresence: (userId, otherUserId) => app.repos.conversations.sharePresence(userId, otherUserId),
    log: app.log,
  });

  io.on('connection', (socket: Socket) => {
    const { userId } = dataOf(socket);
    // Joined before anything is announced, so nothing sent to the user from now on is missed.
    void socket.join([roomOf(userId), sessionRoomOf(dataOf(socket).sessionHash)]);
    const typing = createTypingRelay(
      { io, isContact: (from, to) => app.repos.conversations.isContact(from, to), log: app.log },
      userId,
    );
    socket.on(SOCKET_EVENTS.typing, (payload: unknown) => typing.onSignal(payload));
    socket.on('disconnect', () => {
      typing.stop();
      presence.left(userId);
    });
    presence
      .arrived(socket)
      .catch((error: unknown) => app.log.warn({ err: error, userId }, 'could not share presence'));
  });

  const presenceAmong = async (viewerId: string, userIds: readonly string[]) => {
    const visible = userIds.length === 0 ? [] : [...(await app.repos.conversations.sharePresenceWith(viewerId, userIds))];
    if (visible.length === 0) return new Set<string>();
    // fetchSockets spans every process when the Postgres adapter is in use.
    const sockets = await io.in(visible.map(roomOf)).fetchSockets();
    return new Set(sockets.map((socket) => dataOf(socket).userId));
  };

  const recheckSessions = async () => {
    const sockets = await io.local.fetchSockets();
    if (sockets.length === 0) return;
    const live = await app.repos.sessions.liveAmong([...new Set(sockets.map((socket) => dataOf(socket).sessionHash))]);
    for (const socket of sockets) {
      if (!live.has(dataOf(socket).sessionHash)) socket.disconnect(true);
    }
  };
  const recheck = setInterval(() => {
    recheckSessions().catch((error: unknown) => app.log.warn({ err: error }, 'socket session re-check failed'));
  }, SESSION_RECHECK_MS);
  recheck.unref();

  app.decorate('realtime', {
    io,
    emitToUser(userId, event, payload) {
      io.to(roomOf(userId)).emit(event, payload);
    },
    emitToUsers(userIds, event, payload) {
      if (userIds.length > 0) io.to(userIds.map(roomOf)).emit(event, payload);
    },
    presenceAmong,
    introduce: (userId, otherUserId) => presence.introduce(userId, otherUserId),
    presenceContacts: (userId) => app.repos.conversations.contactIds(userId),
    refreshPresence: (userId, before) => presence.refresh(userId, before),
    async disconnectUser(userId, keepSessionId) {
      const keep = keepSessionId ? sha256(keepSessionId) : undefined;
      const sockets = await io.in(roomOf(userId)).fetchSockets();
      for (const socket of sockets) {
        if (dataOf(socket).sessionHash !== keep) socket.disconnect(true);
      }
    },
    async disconnectSession(rawSessionId) {
      // Across processes through the adapter, like an emit: one message, not a list of every socket.
      io.in(sessionRoomOf(sha256(rawSessionId))).disconnectSockets(true);
    },
    async rebindSession(previousRawId, nextRawId, userId) {
      const previous = sha256(previousRawId);
      for (const socket of io.of('/').sockets.values()) {
        const data = dataOf(socket);
        if (data.sessionHash !== previous || data.userId !== userId) continue;
        data.sessionHash = sha256(nextRawId);
        void socket.leave(sessionRoomOf(previous));
        void socket.join(sessionRoomOf(data.sessionHash));
      }
      await this.disconnectSession(previousRawId);
    },
    recheckSessions,
    onPeerEvent(event, handler) {
      io.on(event, (payload: unknown, answer: () => void) => {
        handler(payload);
        answer();
      });
    },
    async tellPeers(event, payload) {
      if (!link) return; // the embedded database has one process
      // The adapter cuts every request off after PEER_ANSWER_TIMEOUT_MS (realtime/peer-adapter.ts);
      // this timer is only a backstop should it not.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PEER_ANSWER_TIMEOUT_MS} ms`)),
          PEER_ANSWER_TIMEOUT_MS + 100,
        );
      });
      try {
        await Promise.race([io.serverSideEmitWithAck(event, payload), late]);
      } catch (error) {
        app.log.warn({ err: error, event }, 'not every API process answered in time');
      } finally {
        clearTimeout(timer);
      }
    },
    onPeerLink(listener) {
      linkListeners.push(listener);
    },
    awaitedPeers: () => link?.awaitedPeers() ?? [],
  } satisfies Realtime);

  app.addHook('preClose', async () => {
    // This process is going away: its users reconnect elsewhere, nobody is announced offline from here.
    clearInterval(recheck);
    presence.close();
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // io.close() also closes the HTTP server, which Fastify closes itself; ignore that error.
    await new Promise<void>((resolve) => void io.close(() => resolve()));
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['database', 'readiness', '@fastify/cookie'] });
