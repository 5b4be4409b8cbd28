import type { Socket } from 'socket.io-client';

type Listener = (payload?: unknown) => void;

/**
 * Stands in for the shell's socket. `serverEmit` is the server pushing an event (wrap it in act);
 * what the page emits itself (typing) is recorded in `sent`, never echoed to its own listeners.
 */
export class FakeSocket {
  connected = true;
  readonly sent: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.sent.push({ event, payload });
    return this;
  }

  get volatile() {
    return this;
  }

  serverEmit(event: string, payload?: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  /** The connection drops (socket.io's own disconnect event). */
  drop() {
    this.connected = false;
    this.serverEmit('disconnect', 'transport close');
  }

  /** socket.io-client reconnected: it fires 'connect' again. */
  reconnect() {
    this.connected = true;
    this.serverEmit('connect');
  }

  sentEvents(event: string) {
    return this.sent.filter((item) => item.event === event).map((item) => item.payload);
  }

  asSocket(): Socket {
    return this as unknown as Socket;
  }
}
