// Which other API processes a cross-process request (tellPeers' serverSideEmitWithAck, fetchSockets)
// waits for. socket.io-adapter's ClusterAdapterWithHeartbeat waits for every process it heard from
// in the last heartbeatTimeout, up to 5 s: after a `kill -9` every write waited on the dead process
// until its heartbeats were missed, and a starting process was waited on from its first heartbeat,
// before it could answer anything. This subclass narrows the waited-on set (the adapter's nodesMap)
// to processes that say they are serving and have not missed an answer since they last gave one,
// and cuts every request off after one answer timeout, with the answers it has.
//
// The other side of the same bargain: a process whose peers do not wait for it may be told of a
// write after the writer answered, so its read cache could serve what the write changed. Each
// heartbeat therefore also says which peers its sender waits for (published at once when that set
// changes), and a process trusts its read cache only while every live peer says it waits for it
// (`onLinkChange`). A process also says hello (INITIAL_HEARTBEAT) each time its LISTEN connection
// comes up, so that peers it could not hear before answer with their heartbeats: a process that
// started while another's LISTEN was still connecting was otherwise unknown to it until its next
// idle heartbeat, and its cached reads were stale meanwhile (CI, read-after-write-postgres).
import { randomBytes } from 'node:crypto';
import { PostgresAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { OutageLog } from '../lib/outage-log';
import { ListenConnection, type AdapterMessage } from './listen-connection';

/** socket.io-adapter's MessageType numbers (a wire protocol: they do not change within its major). */
const INITIAL_HEARTBEAT = 1;
const HEARTBEAT = 2;
const FETCH_SOCKETS_RESPONSE = 8;
const SERVER_SIDE_EMIT = 9;
const SERVER_SIDE_EMIT_RESPONSE = 10;
const BROADCAST_CLIENT_COUNT = 11;
const BROADCAST_ACK = 12;
const ADAPTER_CLOSE = 13;
const RESPONSES = new Set([FETCH_SOCKETS_RESPONSE, SERVER_SIDE_EMIT_RESPONSE, BROADCAST_CLIENT_COUNT, BROADCAST_ACK]);

/** The adapter's private state this class steers (socket.io-adapter 2.5; tests fail if it moves). */
interface AdapterInternals {
  uid: string;
  nodesMap: Map<string, number>;
  init(): void;
  customRequests: Map<string, { missingUids: Set<string> }>;
  removeNode(uid: string): void;
  publish(message: { type: number; data?: unknown }): void;
}

export interface PeerOptions {
  /** A live peer publishes at least this often (the adapter's heartbeat when it has nothing else to say). */
  heartbeatInterval: number;
  /** A peer silent this long is gone: nothing waits for it until it is heard again. */
  heartbeatTimeout: number;
  /** How long a request waits for the peers' answers; a peer that misses it is not waited for until it answers again. */
  answerTimeout: number;
}

interface Peer {
  serving: boolean;
  /** The peers it waits for, as its last heartbeat said; undefined from an older release (taken as waiting for everyone). */
  awaits?: string[];
  /** The number of its latest heartbeat heard: publishes go out over several pooled connections, so an older one can arrive later. */
  heartbeat: number;
  /** Missed an answer: not waited for until some answer of its own shows it hears the channel again. */
  missedAnswer: boolean;
  seenAt: number;
}

export interface PeerLink {
  /** The adapter factory for `io.adapter(...)`. */
  adapter: (nsp: unknown) => unknown;
  /** Whether this process hears the others (its LISTEN connection is up). */
  readonly listening: boolean;
  /**
   * Whether the others should wait for this process's answers: true once it is ready and listening,
   * false while it starts, closes or has lost LISTEN. Told to the peers at once, then with every heartbeat.
   */
  setServing(serving: boolean): void;
  /** The peers waited for now (their adapter ids), for tests and logs. */
  awaitedPeers(): string[];
  /** This process's own adapter id (of the main namespace), as the others know it. */
  ownId(): string | undefined;
  close(): void;
}

export interface PeerLinkOptions extends PeerOptions {
  pool: pg.Pool;
  /** The LISTEN connection's own (outside the pool: listen-connection.ts). */
  openListenClient(): pg.Client;
  log: FastifyBaseLogger;
  listenLog: OutageLog;
  publishLog: OutageLog;
  /**
   * Whether this process's read cache can be trusted: `lost` when it may miss or be late to hear
   * the others' writes (LISTEN lost, not serving, or some live peer no longer waits for it), then
   * `back` once it hears them and every live peer waits for it again. `missed`: since it was last
   * `back`, this process may have missed some of the others' messages (LISTEN was down, it was not
   * serving, its event loop stood still), not only heard them late (a peer stopped waiting for it).
   */
  onLinkChange(state: 'lost' | 'back', detail: LinkChange): void;
}

export interface LinkChange {
  missed: boolean;
}

/**
 * The socket.io adapter over PostgreSQL, with a LISTEN connection that survives PostgreSQL's
 * failures (listen-connection.ts) and a membership that never waits on a peer known to be gone or
 * not serving yet (see the file's head).
 */
export function createPeerLink(options: PeerLinkOptions): PeerLink {
  const { log } = options;
  const adapters = new Map<string, PeerAdapter>();
  let appServing = false;
  let wasListening = false;
  /** Since when LISTEN is up (0 while it is down): peers are heard from within an answer timeout of it. */
  let listeningSince = 0;
  let trusted = false;
  /**
   * Whether this process may have missed a message since it was last trusted. While it only is
   * not waited for, it still hears every message, in the order each peer published them
   * (listen-connection.ts), so the heartbeat that says a peer waits for it again comes after
   * every write that peer answered without waiting: what it holds is then as fresh as ever.
   */
  let mayHaveMissed = true;
  let trustTimer: NodeJS.Timeout | undefined;
  const announce = () => {
    const serving = appServing && connection.listening;
    for (const adapter of adapters.values()) adapter.setServing(serving);
    checkTrust();
  };
  /** The read cache is trusted while this process hears the others and every live peer waits for it (file head). */
  const checkTrust = () => {
    const heardLongEnough = listeningSince > 0 && Date.now() - listeningSince >= options.answerTimeout;
    const hearing = appServing && connection.listening && heardLongEnough;
    if (!hearing) mayHaveMissed = true;
    const now = hearing && (adapters.get('/')?.awaitedByAll() ?? true);
    if (connection.listening && !heardLongEnough && !trustTimer) {
      // Hellos are answered within an answer timeout: look again then.
      trustTimer = setTimeout(() => {
        trustTimer = undefined;
        checkTrust();
      }, options.answerTimeout - (Date.now() - listeningSince) + 5);
      trustTimer.unref();
    }
    if (now === trusted) return;
    trusted = now;
    options.onLinkChange(now ? 'back' : 'lost', { missed: mayHaveMissed });
    if (now) mayHaveMissed = false;
  };
  const connection: ListenConnection = new ListenConnection({
    pool: options.pool,
    openClient: options.openListenClient,
    isFromSelf: (message) => adapters.get(message.nsp)?.id === message.uid,
    onMessage: (message) => adapters.get(message.nsp)?.receive(message),
    onUp: () => {
      if (wasListening) log.info('the socket adapter listens again: this process hears the others');
      wasListening = true;
      listeningSince = Date.now();
      // Hello again: whoever published while this process could not hear answers with a heartbeat.
      for (const adapter of adapters.values()) adapter.hello();
      announce();
    },
    onDown: (error) => {
      log.warn(
        { err: error },
        'the socket adapter lost its LISTEN connection: reconnecting (this process hears no other until then)',
      );
      listeningSince = 0;
      announce();
    },
    listenLog: options.listenLog,
    publishLog: options.publishLog,
  });

  // An event loop that stood still longer than heartbeatTimeout (a long GC pause, a starved
  // machine) made this process look gone: the others stopped waiting for it, and a read it serves
  // now may be handled before the invalidations queued meanwhile. Its cache starts afresh.
  let tickAt = Date.now();
  const stallCheck = setInterval(() => {
    const now = Date.now();
    const stalledMs = now - tickAt - options.heartbeatInterval;
    tickAt = now;
    if (stalledMs > options.heartbeatTimeout && trusted) {
      log.warn({ stalledMs }, 'this process stood still long enough to be taken for gone: its read cache starts afresh');
      options.onLinkChange('lost', { missed: true });
      options.onLinkChange('back', { missed: true });
    }
    // Peers that fell silent no longer count against the trust.
    checkTrust();
  }, options.heartbeatInterval);
  stallCheck.unref();

  class PeerAdapter extends PostgresAdapter {
    private serving = false;
    private readonly peers = new Map<string, Peer>();
    private readonly deadlines = new Map<string, NodeJS.Timeout>();
    private readonly sweep: NodeJS.Timeout;

    constructor(nsp: { name: string }) {
      super(
        nsp,
        { heartbeatInterval: options.heartbeatInterval, heartbeatTimeout: options.heartbeatTimeout },
        connection as never,
      );
      const self = this.internals;
      // Every request the adapter waits on (fetchSockets, serverSideEmitWithAck) gets a deadline.
      const requests = self.customRequests;
      const deadlines = this.deadlines;
      const missed = (requestId: string) => this.missed(requestId);
      self.customRequests = new (class extends Map<string, { missingUids: Set<string> }> {
        override set(requestId: string, request: { missingUids: Set<string> }) {
          const timer = setTimeout(() => missed(requestId), options.answerTimeout);
          timer.unref();
          deadlines.set(requestId, timer);
          return super.set(requestId, request);
        }
        override delete(requestId: string) {
          clearTimeout(deadlines.get(requestId));
          deadlines.delete(requestId);
          return super.delete(requestId);
        }
      })(requests);
      // Whenever the set of peers waited for changes, the peers hear it at once (the file's head).
      const awaitedChanged = () => this.awaitedChanged();
      self.nodesMap = new (class extends Map<string, number> {
        override set(uid: string, seenAt: number) {
          if (!this.has(uid)) awaitedChanged();
          return super.set(uid, seenAt);
        }
        override delete(uid: string) {
          if (this.has(uid)) awaitedChanged();
          return super.delete(uid);
        }
      })(self.nodesMap);
      this.sweep = setInterval(() => this.forgetOld(), 10 * options.heartbeatTimeout);
      this.sweep.unref();
      adapters.set(nsp.name, this);
      connection.addNamespace(nsp.name);
    }

    private get internals(): AdapterInternals {
      return this as unknown as AdapterInternals;
    }

    get id(): string {
      return this.internals.uid;
    }

    /** A message from the channel: the adapter's own handling, then who is waited for. */
    receive(message: AdapterMessage): void {
      this.onMessage(message as never);
    }

    override onMessage(message: never, offset?: string): void {
      const { uid, type, data } = message as AdapterMessage;
      const self = this.internals;
      const fromPeer = typeof uid === 'string' && uid !== self.uid && uid !== 'emitter';
      let peer: Peer | undefined;
      if (fromPeer) {
        peer = this.peers.get(uid) ?? { serving: true, missedAnswer: false, seenAt: 0, heartbeat: -1 };
        peer.seenAt = Date.now();
        // A heartbeat says whether it serves; one from a process without this flag (an older
        // release, during a rolling upgrade) counts as serving, as before.
        if (type === INITIAL_HEARTBEAT || type === HEARTBEAT) {
          const said = data as { serving?: boolean; awaits?: unknown; heartbeat?: unknown } | undefined;
          const number = typeof said?.heartbeat === 'number' ? said.heartbeat : undefined;
          if (number === undefined || number > peer.heartbeat) {
            peer.heartbeat = number ?? peer.heartbeat;
            peer.serving = said?.serving !== false;
            peer.awaits = Array.isArray(said?.awaits) ? said.awaits.filter((id) => typeof id === 'string') : undefined;
          }
        }
        // An answer (to anyone: the channel is one) shows it hears the channel again.
        if (RESPONSES.has(type)) peer.missedAnswer = false;
        this.peers.set(uid, peer);
      }
      super.onMessage(message, offset);
      if (type === ADAPTER_CLOSE && fromPeer) this.peers.delete(uid);
      else if (peer && (!peer.serving || peer.missedAnswer) && self.nodesMap.has(uid)) self.removeNode(uid);
      if (fromPeer && (type === INITIAL_HEARTBEAT || type === HEARTBEAT || type === ADAPTER_CLOSE)) checkTrust();
    }

    override publish(message: never): void {
      const outgoing = message as { type: number; data?: unknown };
      // The heartbeats carry whether this process is serving and whom it waits for (fields the adapter itself ignores).
      if (outgoing.type === INITIAL_HEARTBEAT || outgoing.type === HEARTBEAT) {
        this.saidAwaits = this.awaited().sort().join(',');
        this.heartbeats += 1;
        outgoing.data = { serving: this.serving, awaits: this.awaited(), heartbeat: this.heartbeats };
      }
      super.publish(message);
    }

    private saidAwaits = '';
    private heartbeats = 0;
    private awaitedCheck = false;

    /** The set waited for changed: once the message being handled is done, tell the peers if it still differs. */
    private awaitedChanged(): void {
      if (this.awaitedCheck) return;
      this.awaitedCheck = true;
      queueMicrotask(() => {
        this.awaitedCheck = false;
        if (this.awaited().sort().join(',') !== this.saidAwaits) this.internals.publish({ type: HEARTBEAT });
      });
    }

    /** Asks every peer for a heartbeat (LISTEN is up: this process can hear them now). */
    hello(): void {
      this.internals.init();
    }

    /** Whether every peer heard from within heartbeatTimeout says it waits for this process. */
    awaitedByAll(): boolean {
      const since = Date.now() - options.heartbeatTimeout;
      for (const peer of this.peers.values()) {
        if (peer.seenAt >= since && peer.awaits && !peer.awaits.includes(this.id)) return false;
      }
      return true;
    }

    /**
     * With nobody to wait for, the adapter answers a serverSideEmitWithAck at once WITHOUT sending
     * it: a peer that is starting, or was skipped after a missed answer, would then never hear the
     * write (its cache stale), nor answer (so never be waited for again). The message goes out to
     * every peer anyway; only the waiting is for the awaited ones.
     */
    override async serverSideEmit(packet: unknown[]): Promise<void> {
      const ack = packet[packet.length - 1];
      if (typeof ack !== 'function' || this.internals.nodesMap.size > 0 || this.peers.size === 0) {
        return super.serverSideEmit(packet as never);
      }
      packet.pop();
      this.internals.publish({ type: SERVER_SIDE_EMIT, data: { requestId: randomBytes(8).toString('hex'), packet } });
      (ack as (error: null, responses: unknown[]) => void)(null, []);
    }

    setServing(serving: boolean): void {
      if (serving === this.serving) return;
      this.serving = serving;
      this.internals.publish({ type: HEARTBEAT });
    }

    awaited(): string[] {
      return [...this.internals.nodesMap.keys()];
    }

    /** A request's deadline passed: whoever has not answered is not waited for any more (nor by later requests, until it answers). */
    private missed(requestId: string): void {
      this.deadlines.delete(requestId);
      const request = this.internals.customRequests.get(requestId);
      if (!request) return;
      const late = [...request.missingUids];
      for (const uid of late) {
        const peer = this.peers.get(uid);
        if (peer) peer.missedAnswer = true;
      }
      log.warn(
        { peers: late, answerTimeoutMs: options.answerTimeout },
        'an API process did not answer in time: going on without it, and not waiting for it until it answers again',
      );
      // The adapter's own way of forgetting a node resolves every request still waiting on it.
      for (const uid of late) this.internals.removeNode(uid);
    }

    private forgetOld(): void {
      const before = Date.now() - 10 * options.heartbeatTimeout;
      for (const [uid, peer] of this.peers) if (peer.seenAt < before) this.peers.delete(uid);
    }

    override close(): void {
      clearInterval(this.sweep);
      for (const timer of this.deadlines.values()) clearTimeout(timer);
      adapters.delete((this as unknown as { nsp: { name: string } }).nsp.name);
      if (adapters.size === 0) {
        clearInterval(stallCheck);
        clearTimeout(trustTimer);
        connection.close();
      }
      super.close();
    }
  }

  return {
    // socket.io calls it with `new`: a plain function returning the adapter, as the stock createAdapter does.
    adapter: function adapterFor(nsp: unknown) {
      return new PeerAdapter(nsp as { name: string });
    },
    get listening() {
      return connection.listening;
    },
    setServing(serving) {
      appServing = serving;
      announce();
    },
    awaitedPeers: () => [...adapters.values()].flatMap((adapter) => adapter.awaited()),
    ownId: () => adapters.get('/')?.id,
    close() {
      clearInterval(stallCheck);
      clearTimeout(trustTimer);
      for (const adapter of adapters.values()) adapter.close();
      connection.close();
    },
  };
}
