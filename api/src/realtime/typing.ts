import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { objectId, SOCKET_EVENTS, type TypingEvent } from '@freelane/shared/contracts';
import { roomOf } from './presence';

const typingSignal = z.object({ toUserId: objectId, isTyping: z.boolean() });

/** Signals closer together than this are dropped (the browser sends one every 2 s at most). */
export const TYPING_MIN_INTERVAL_MS = 500;
/** "Are these two contacts?" is asked once a minute per socket and person, not on every signal. */
const CONTACT_TTL_MS = 60_000;
// A "no" is kept briefly: the two may become contacts with their first message.
const NOT_CONTACT_TTL_MS = 5_000;
// A socket typing to many made-up ids cannot grow its cache without bound.
const CACHE_MAX_ENTRIES = 64;

export interface TypingOptions {
  io: Server;
  isContact(userId: string, otherUserId: string): Promise<boolean>;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The relay of one socket's typing signals (never stored): validated, throttled, only to someone the
 * sender shares a conversation with, as a volatile emit (a lost indicator is harmless, a queued one
 * is wrong). When the socket closes, whoever it was typing to sees the indicator stop.
 */
export function createTypingRelay(options: TypingOptions, userId: string) {
  const now = options.now ?? Date.now;
  const contacts = new Map<string, { ok: boolean; until: number }>();
  // Who this socket last said "typing: true" to (an explicit stop must always get through), and to
  // whom that was actually relayed (they must see it stop when the socket closes).
  const intent = new Set<string>();
  const shown = new Set<string>();
  let lastAt = Number.NEGATIVE_INFINITY;
  // Signals are relayed one after another, so a stop never overtakes the start it ends.
  let queue = Promise.resolve();

  const relay = (toUserId: string, isTyping: boolean) => {
    const event: TypingEvent = { userId, isTyping };
    options.io.to(roomOf(toUserId)).volatile.emit(SOCKET_EVENTS.typing, event);
    if (isTyping) shown.add(toUserId);
    else shown.delete(toUserId);
  };

  async function isContact(toUserId: string): Promise<boolean> {
    const cached = contacts.get(toUserId);
    if (cached && cached.until > now()) return cached.ok;
    const ok = await options.isContact(userId, toUserId);
    if (contacts.size >= CACHE_MAX_ENTRIES) contacts.clear();
    contacts.set(toUserId, { ok, until: now() + (ok ? CONTACT_TTL_MS : NOT_CONTACT_TTL_MS) });
    return ok;
  }

  const enqueue = (work: () => Promise<void> | void) => {
    queue = queue.then(work).catch((error: unknown) => options.log.warn({ err: error, userId }, 'typing relay failed'));
  };

  return {
    /** The socket's `typing` listener: what is dropped is decided at once, so nothing piles up. */
    onSignal(payload: unknown): void {
      const parsed = typingSignal.safeParse(payload);
      if (!parsed.success) return;
      const { toUserId, isTyping } = parsed.data;
      if (toUserId === userId) return;
      const stopping = !isTyping && intent.has(toUserId);
      if (!stopping) {
        if (now() - lastAt < TYPING_MIN_INTERVAL_MS) return;
        lastAt = now();
      }
      if (isTyping) intent.add(toUserId);
      else intent.delete(toUserId);
      enqueue(async () => {
        if (await isContact(toUserId)) relay(toUserId, isTyping);
      });
    },
    /** The socket closed: nobody keeps seeing "typing…" from it. */
    stop(): void {
      intent.clear();
      enqueue(() => {
        for (const toUserId of [...shown]) relay(toUserId, false);
      });
    },
  };
}
