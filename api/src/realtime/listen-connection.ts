// The socket.io PostgreSQL adapter's transport, rewritten from @socket.io/postgres-adapter 0.5's
// PubSubClient (same channel, same JSON and attachment format, so processes on either talk to each
// other) for what it lacked: its LISTEN connection had no 'error' listener (a restart of PostgreSQL
// or `pg_terminate_backend` ended the process), was never given back to the pool when it broke (each
// reconnection took one more of the pool's connections for good), and said nothing about being up.
// Its LISTEN connection is now one of its own, outside the pool.
import { decode, encode } from '@msgpack/msgpack';
import type pg from 'pg';
import type { OutageLog } from '../lib/outage-log';

/** The first reconnection waits this long, each next one twice as long, up to LISTEN_RETRY_MAX_MS. */
export const LISTEN_RETRY_MIN_MS = 250;
/**
 * Short enough that LISTEN is back within about a second of PostgreSQL answering again (readiness
 * waits for it); a refused connection attempt a second costs PostgreSQL nothing.
 */
export const LISTEN_RETRY_MAX_MS = 1000;
/**
 * How often the connection is asked a trivial statement: one that died without a word (a failover
 * that left the old address silent, a proxy dropping it) is found and replaced within seconds, not
 * when TCP gives up on it.
 */
export const LISTEN_PROBE_MS = 5000;
/** How the LISTEN connection names itself in pg_stat_activity (the pool's are `freelane`). */
export const LISTEN_APPLICATION_NAME = 'freelane-listen';
/** The adapter's defaults, kept: NOTIFY carries at most 8000 bytes, bigger messages go through a table. */
const CHANNEL_PREFIX = 'socket.io';
const ATTACHMENTS_TABLE = 'socket_io_attachments';
const PAYLOAD_THRESHOLD = 8000;
const ATTACHMENT_LIFETIME_MS = 30_000;

/** socket.io-adapter's message types that may carry binary data (its MessageType numbers). */
const MAY_CARRY_BINARY = new Set([3, 9, 10, 12]);

export interface AdapterMessage {
  uid: string;
  nsp: string;
  type: number;
  data?: unknown;
}

export interface ListenConnectionOptions {
  /**
   * Publishing (NOTIFY) and attachments go through the pool while the LISTEN connection is down
   * (and the attachments' cleanup always).
   */
  pool: pg.Pool;
  /**
   * LISTEN gets a connection of its own, outside the pool: when PostgreSQL comes back, the pool is
   * crowded with requests waiting for a connection, and LISTEN (which readiness waits for) would
   * wait behind them. Measured: 4 s after PostgreSQL was back under steady traffic, against 1 s.
   */
  openClient(): pg.Client;
  /** A message from another process (the adapter's onMessage); messages of this process are skipped. */
  onMessage(message: AdapterMessage): void;
  isFromSelf(message: AdapterMessage): boolean;
  /** LISTEN is up again (or for the first time): from now on this process hears the others. */
  onUp(): void;
  /** LISTEN was lost: until onUp, this process hears nothing from the others. */
  onDown(error: unknown): void;
  /** Failures of the LISTEN connection and of publishing, logged as outages, not line by line. */
  listenLog: OutageLog;
  publishLog: OutageLog;
}

function hasBinary(value: unknown, depth = 0): boolean {
  if (!value || typeof value !== 'object' || depth > 20) return false;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return true;
  if (Array.isArray(value)) return value.some((item) => hasBinary(item, depth + 1));
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return hasBinary(toJSON.call(value), depth + 1);
  return Object.values(value).some((item) => hasBinary(item, depth + 1));
}

export class ListenConnection {
  private readonly channels = new Set<string>();
  private client: pg.Client | undefined;
  private connecting = false;
  private attempts = 0;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly probeTimer: NodeJS.Timeout;
  /** The messages being handled and published, each chain in order (neither ever rejects). */
  private receiving: Promise<void> = Promise.resolve();
  private publishing: Promise<void> = Promise.resolve();
  private readonly cleanupTimer: NodeJS.Timeout;

  constructor(private readonly options: ListenConnectionOptions) {
    this.probeTimer = setInterval(() => this.probe(), LISTEN_PROBE_MS);
    this.probeTimer.unref();
    this.cleanupTimer = setInterval(() => {
      options.pool
        .query(
          `DELETE FROM ${ATTACHMENTS_TABLE} WHERE created_at < now() - interval '${ATTACHMENT_LIFETIME_MS} milliseconds'`,
        )
        .catch((error: unknown) => options.publishLog.failed(error));
    }, ATTACHMENT_LIFETIME_MS);
    this.cleanupTimer.unref();
  }

  /** Whether LISTEN is up: this process hears the others' messages. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  addNamespace(namespace: string): void {
    const channel = `${CHANNEL_PREFIX}#${namespace}`;
    if (this.channels.has(channel)) return;
    this.channels.add(channel);
    const client = this.client;
    if (client) client.query(`LISTEN "${channel}"`).catch((error: unknown) => this.lost(client, error));
    else this.connect();
  }

  /** Opens the connection and listens; on failure, tries again with backoff until closed. */
  private connect(): void {
    if (this.closed || this.client || this.connecting) return;
    this.connecting = true;
    clearTimeout(this.retryTimer);
    void this.open().finally(() => {
      this.connecting = false;
    });
  }

  private async open(): Promise<void> {
    const client = this.options.openClient();
    // Listeners first: a connection may break at any moment, and an 'error' nobody hears ends the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the LISTEN connection ended')));
    // One at a time, in the order PostgreSQL delivered them: a message read from the attachments
    // table is handled before the ones after it (peer-adapter.ts trusts the order).
    client.on('notification', (notification) => {
      this.receiving = this.receiving.then(() => this.onNotification(notification.payload));
    });
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      this.release(client);
      this.retry(error);
      return;
    }
    if (this.closed) {
      this.release(client);
      return;
    }
    this.client = client;
    this.attempts = 0;
    this.options.listenLog.ok();
    this.options.onUp();
  }

  private retry(error: unknown): void {
    if (this.closed) return;
    this.options.listenLog.failed(error);
    const backoff = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MIN_MS * 2 ** this.attempts);
    this.attempts += 1;
    // ±25 %, so processes that lost PostgreSQL together do not all come back in the same instant.
    this.retryTimer = setTimeout(() => this.connect(), backoff * (0.75 + Math.random() * 0.5));
    this.retryTimer.unref();
  }

  /** The connection broke (or a statement on it failed): close it, and reconnect. */
  private lost(client: pg.Client, error: unknown): void {
    this.release(client);
    if (this.client !== client) return;
    this.client = undefined;
    if (this.closed) return;
    this.options.onDown(error);
    this.retry(error);
  }

  /** Closes a connection, once (a broken one just gets its socket closed). */
  private release(client: pg.Client): void {
    const released = client as pg.Client & { freelaneReleased?: boolean };
    if (released.freelaneReleased) return;
    released.freelaneReleased = true;
    client.end().catch(() => undefined);
  }

  private probe(): void {
    const client = this.client;
    if (!client) return;
    // Its query_timeout (the pool's settings) bounds it: a silent connection fails this within seconds.
    client.query('SELECT 1').catch((error: unknown) => this.lost(client, error));
  }

  private async onNotification(payload: string | undefined): Promise<void> {
    try {
      const message = JSON.parse(payload ?? '') as AdapterMessage & { attachmentId?: string };
      if (this.options.isFromSelf(message)) return;
      if (message.attachmentId) {
        const { rows } = await this.control<{ payload: Uint8Array }>(
          `SELECT payload FROM ${ATTACHMENTS_TABLE} WHERE id = $1`,
          [message.attachmentId],
        );
        if (rows[0]) this.options.onMessage(decode(rows[0].payload) as AdapterMessage);
        return;
      }
      this.options.onMessage(message);
    } catch (error) {
      this.options.publishLog.failed(error);
    }
  }

  /**
   * NOTIFY over the LISTEN connection while it is up, else through the pool; bigger or binary
   * messages go through the attachments table, then a NOTIFY, the same way. One message at a
   * time, in order.
   *
   * Not through the pool first, for the reason LISTEN left it: under load its connections have
   * a queue, and the heartbeats, the read cache's invalidations and their answers waited behind
   * the reads. An answer later than the peers' answer timeout (1 s) made the peers stop waiting
   * for this process, so its read cache was no longer trusted and every read went to the
   * database: more queue, more late answers. Measured with two API processes at 100,000 jobs on
   * PostgreSQL (docs/decisions.md, stop 78).
   */
  publish(message: AdapterMessage): Promise<void> {
    // In the order published, whichever connection each goes over: a peer that hears this
    // process's heartbeat has heard every message published before it (peer-adapter.ts).
    this.publishing = this.publishing.then(() => this.publishNow(message));
    return this.publishing;
  }

  private async publishNow(message: AdapterMessage): Promise<void> {
    try {
      const channel = `${CHANNEL_PREFIX}#${message.nsp}`;
      const json = MAY_CARRY_BINARY.has(message.type) && hasBinary(message) ? undefined : JSON.stringify(message);
      if (json !== undefined && Buffer.byteLength(json) <= PAYLOAD_THRESHOLD) {
        await this.control('SELECT pg_notify($1, $2)', [channel, json]);
      } else {
        const { rows } = await this.control<{ id: string }>(
          `INSERT INTO ${ATTACHMENTS_TABLE} (payload) VALUES ($1) RETURNING id`,
          [Buffer.from(encode(message))],
        );
        const header = JSON.stringify({ uid: message.uid, type: message.type, attachmentId: rows[0]?.id });
        await this.control('SELECT pg_notify($1, $2)', [channel, header]);
      }
      this.options.publishLog.ok();
    } catch (error) {
      // The adapter's messages are best effort (its requests time out); the log says PostgreSQL is away.
      this.options.publishLog.failed(error);
    }
  }

  /**
   * A statement of the messages between processes (a NOTIFY, an attachment written or read): on
   * the LISTEN connection when there is one (no queue behind the reads), else any of the pool's.
   */
  private async control<Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<Row>> {
    const client = this.client;
    if (!client) return this.options.pool.query<Row>(text, values);
    try {
      return await client.query<Row>(text, values);
    } catch (error) {
      // The connection broke under this statement: it is replaced, and this one goes through the pool.
      this.lost(client, error);
      return this.options.pool.query<Row>(text, values);
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.probeTimer);
    clearInterval(this.cleanupTimer);
    const client = this.client;
    this.client = undefined;
    if (client) this.release(client);
  }
}
