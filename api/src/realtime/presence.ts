import type { FastifyBaseLogger } from 'fastify';
import type { RemoteSocket, Server, Socket } from 'socket.io';
import { SOCKET_EVENTS, type OnlineUsersEvent, type PresenceEvent } from '@freelane/shared/contracts';

/** What the handshake stores on a socket (and what fetchSockets carries across processes). */
export interface SocketData {
  userId: string;
  /** The session that opened it (hashed), to close it when that session ends. */
  sessionHash: string;
  /** When it connected (ms): the oldest of a user's sockets is the one that announced them. */
  connectedAt: number;
}

type AnySocket = Socket | RemoteSocket<Record<string, never>, unknown>;
export const dataOf = (socket: AnySocket) => socket.data as SocketData;
export const roomOf = (userId: string) => `user:${userId}`;

export interface PresenceOptions {
  io: Server;
  /** How long a user's last socket may be gone before their contacts see them offline. */
  graceMs: number;
  /**
   * The people who may learn whether this user is online, and whom the user may see: two members
   * of a conversation both take part in, both showing when they are online (repositories/conversations.ts).
   */
  contactIds(userId: string): Promise<string[]>;
  /** Whether these two see each other online now (the rule of contactIds). */
  sharePresence(userId: string, otherUserId: string): Promise<boolean>;
  log: FastifyBaseLogger;
}

const olderThan = (a: SocketData & { id: string }, b: SocketData & { id: string }) =>
  a.connectedAt < b.connectedAt || (a.connectedAt === b.connectedAt && a.id < b.id);

/**
 * Presence as changes, to contacts only (issue 10, architecture §10; who counts as a contact: issue 28). A connecting socket learns
 * which of its user's contacts are online; the contacts learn when the user's FIRST socket (on any
 * process) arrives and when the LAST one has been gone for the grace period. Each step costs one
 * query for the contact ids and one adapter round trip over the rooms of those contacts: O(contacts),
 * never a scan of every socket.
 */
export function createPresence(options: PresenceOptions) {
  const { io, graceMs, log } = options;
  // Users whose last socket on THIS process closed and who are not announced offline yet.
  const pendingOffline = new Map<string, NodeJS.Timeout>();
  let closed = false;

  const announce = (userId: string, contacts: readonly string[], online: boolean) => {
    if (contacts.length === 0) return;
    const event: PresenceEvent = { userId, online };
    io.to(contacts.map(roomOf)).emit(SOCKET_EVENTS.presence, event);
  };

  async function arrived(socket: Socket): Promise<void> {
    const me = { ...dataOf(socket), id: socket.id };
    const contacts = await options.contactIds(me.userId);
    // One round trip for both questions: which contacts are online, and is this the user's first socket.
    const sockets = await io.in([roomOf(me.userId), ...contacts.map(roomOf)]).fetchSockets();
    const online = new Set<string>();
    let announcedBefore = false;
    for (const other of sockets) {
      const data = dataOf(other);
      if (data.userId !== me.userId) online.add(data.userId);
      else if (other.id !== me.id && olderThan({ ...data, id: other.id }, me)) announcedBefore = true;
    }
    // Gone already (opened and closed at once): its own departure is what the contacts should hear.
    if (!socket.connected) return;
    socket.emit(SOCKET_EVENTS.onlineUsers, [...online] satisfies OnlineUsersEvent);
    const pending = pendingOffline.get(me.userId);
    if (pending) {
      // Back within the grace period (a reload): the contacts never saw them leave.
      clearTimeout(pending);
      pendingOffline.delete(me.userId);
      return;
    }
    if (!announcedBefore) announce(me.userId, contacts, true);
  }

  async function confirmOffline(userId: string): Promise<void> {
    pendingOffline.delete(userId);
    if (closed) return;
    const remaining = await io.in(roomOf(userId)).fetchSockets();
    if (remaining.length > 0 || closed) return;
    announce(userId, await options.contactIds(userId), false);
  }

  function left(userId: string): void {
    if (closed) return;
    const check = () =>
      confirmOffline(userId).catch((error: unknown) => log.warn({ err: error, userId }, 'could not announce presence'));
    clearTimeout(pendingOffline.get(userId));
    if (graceMs <= 0) {
      pendingOffline.delete(userId);
      void check();
      return;
    }
    const timer = setTimeout(() => void check(), graceMs);
    timer.unref();
    pendingOffline.set(userId, timer);
  }

  /**
   * One of two people just started taking part in their conversation (a first message, or the first
   * since deleting it): if both now take part, each learns whether the other is online, since
   * neither was told when the other connected.
   */
  async function introduce(a: string, b: string): Promise<void> {
    if (!(await options.sharePresence(a, b))) return;
    const sockets = await io.in([roomOf(a), roomOf(b)]).fetchSockets();
    const online = new Set(sockets.map((socket) => dataOf(socket).userId));
    if (online.has(a)) announce(a, [b], true);
    if (online.has(b)) announce(b, [a], true);
  }

  /**
   * The user's presence contacts may have changed (a setting switched, a conversation deleted):
   * `before` is who they were. Whoever left sees the user offline and is shown offline to the user;
   * whoever joined is told the user's state and the user theirs.
   */
  async function refresh(userId: string, before: readonly string[]): Promise<void> {
    const after = await options.contactIds(userId);
    const removed = before.filter((id) => !after.includes(id));
    const added = after.filter((id) => !before.includes(id));
    if (removed.length > 0) {
      announce(userId, removed, false);
      for (const id of removed) io.to(roomOf(userId)).emit(SOCKET_EVENTS.presence, { userId: id, online: false } satisfies PresenceEvent);
    }
    if (added.length === 0) return;
    const sockets = await io.in([roomOf(userId), ...added.map(roomOf)]).fetchSockets();
    const online = new Set(sockets.map((socket) => dataOf(socket).userId));
    if (online.has(userId)) announce(userId, added, true);
    for (const id of added) {
      if (online.has(id)) io.to(roomOf(userId)).emit(SOCKET_EVENTS.presence, { userId: id, online: true } satisfies PresenceEvent);
    }
  }

  function close(): void {
    closed = true;
    for (const timer of pendingOffline.values()) clearTimeout(timer);
    pendingOffline.clear();
  }

  return { arrived, left, introduce, refresh, close };
}

export type Presence = ReturnType<typeof createPresence>;
