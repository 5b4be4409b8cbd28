import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { SESSION_COOKIE_NAME, SOCKET_EVENTS } from '@freelane/shared/contracts';
import { sha256 } from '../lib/tokens';

export interface Realtime {
  io: Server;
  /** Delivers to every open tab of that user, on any API process. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  onlineUserIds(): Promise<string[]>;
  /**
   * Closes that user's open sockets (sessions ended: password reset or change), except those
   * opened with the session cookie `keepSessionId` (the caller's own, still valid).
   */
  disconnectUser(userId: string, keepSessionId?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  publicUrl: string;
  /** Outside production, browsers on any localhost port (the dev servers) may connect. */
  allowLocalhostOrigins: boolean;
}

const roomOf = (userId: string) => `user:${userId}`;

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
  if (app.database.pool) io.adapter(createAdapter(app.database.pool));

  // The session cookie is the only credential (never a userId in the query).
  io.use((socket, next) => {
    const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
    app.repos.sessions
      .findUser(cookies[SESSION_COOKIE_NAME])
      .then((user) => {
        if (!user) return next(new Error('Unauthorized: please log in.'));
        socket.data.userId = user.id;
        // Which session opened it (hashed, like the database), to close it when that session ends.
        socket.data.sessionHash = sha256(cookies[SESSION_COOKIE_NAME] ?? '');
        next();
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error('Unauthorized: please log in.'));
      });
  });

  const onlineUserIds = async () => {
    // fetchSockets spans every process when the Postgres adapter is in use.
    const sockets = await io.fetchSockets();
    return [...new Set(sockets.map((socket) => (socket.data as { userId: string }).userId))];
  };
  const broadcastOnline = () =>
    onlineUserIds()
      .then((ids) => io.emit(SOCKET_EVENTS.onlineUsers, ids))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not broadcast online users'));

  io.on('connection', (socket: Socket) => {
    void socket.join(roomOf((socket.data as { userId: string }).userId));
    void broadcastOnline();
    socket.on('disconnect', () => void broadcastOnline());
  });

  app.decorate('realtime', {
    io,
    emitToUser(userId, event, payload) {
      io.to(roomOf(userId)).emit(event, payload);
    },
    onlineUserIds,
    async disconnectUser(userId, keepSessionId) {
      const keep = keepSessionId ? sha256(keepSessionId) : undefined;
      const sockets = await io.in(roomOf(userId)).fetchSockets();
      for (const socket of sockets) {
        if ((socket.data as { sessionHash?: string }).sessionHash !== keep) socket.disconnect(true);
      }
    },
  } satisfies Realtime);

  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // io.close() also closes the HTTP server, which Fastify closes itself; ignore that error.
    await new Promise<void>((resolve) => void io.close(() => resolve()));
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['database', '@fastify/cookie'] });
