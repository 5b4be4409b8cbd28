// The client side of the fault suite (fault-tolerance-postgres-s3.test.ts): plain HTTP(S) calls that
// never throw and always end (each has a deadline), signed-in people, and open tabs' sockets.
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SOCKET_EVENTS, type NewMessageEvent } from '@freelane/shared/contracts';

/** What a call ended with: an HTTP status, or how the connection failed. */
export type Answer = number | 'refused' | 'reset' | 'timeout' | 'error';

export interface CallResult {
  status: Answer;
  /** From the first byte sent to the whole body read (or the failure). */
  ms: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The envelope's `code` when the body is one of the API's JSON errors. */
  code?: string;
  error?: string;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** A request with no whole answer by then counts as hung ('timeout'). */
  timeoutMs: number;
  /** For HTTPS through the proxy under test: the self-signed certificate to trust. */
  ca?: Buffer;
  agent?: http.Agent;
}

/** One request; resolves (never rejects) once answered in full, refused, reset or out of time. */
export function call(url: string, options: CallOptions): Promise<CallResult> {
  const target = new URL(url);
  const started = performance.now();
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<CallResult, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, ms: performance.now() - started });
    };
    const failed = (error: NodeJS.ErrnoException) => {
      const status: Answer =
        error.message === 'timeout'
          ? 'timeout'
          : error.code === 'ECONNREFUSED'
            ? 'refused'
            : error.code === 'ECONNRESET' || error.code === 'EPIPE' || /socket hang up/.test(error.message)
              ? 'reset'
              : 'error';
      finish({ status, headers: {}, body: Buffer.alloc(0), error: `${error.code ?? ''} ${error.message}`.trim() });
    };
    const request = transport.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
        },
        agent: options.agent ?? false,
        ...(options.ca ? { ca: options.ca, servername: 'localhost' } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', failed);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          let code: string | undefined;
          if (String(response.headers['content-type'] ?? '').includes('json')) {
            try {
              code = (JSON.parse(body.toString('utf8')) as { code?: string }).code;
            } catch {
              // not JSON after all: no code
            }
          }
          finish({ status: response.statusCode ?? 0, headers: response.headers, body, code });
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timeout')), options.timeoutMs);
    request.on('error', failed);
    request.end(options.body);
  });
}

export interface Account {
  email: string;
  password: string;
}

/** A signed-in person: one cookie jar (session + CSRF), usable against any machine of the site. */
export interface Person {
  name: string;
  userId: string;
  cookie: string;
  /** Headers for a write (cookie, the CSRF header, JSON unless told otherwise). */
  headers(json?: boolean): Record<string, string>;
}

function keepCookies(jar: Map<string, string>, headers: http.IncomingHttpHeaders) {
  for (const line of headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const [name, ...value] = pair.split('=');
    jar.set(name.trim(), value.join('='));
  }
}

export async function signIn(baseUrl: string, name: string, account: Account, ca?: Buffer): Promise<Person> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const headers = (json = true): Record<string, string> => ({
    ...(json ? { 'content-type': 'application/json' } : {}),
    cookie: cookie(),
    [CSRF_HEADER_NAME]: jar.get(CSRF_COOKIE_NAME) ?? '',
  });
  const first = await call(`${baseUrl}/api/v1/health`, { timeoutMs: 30_000, ca });
  keepCookies(jar, first.headers);
  const login = await call(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(account),
    timeoutMs: 30_000,
    ca,
  });
  if (login.status !== 200)
    throw new Error(`${name} could not sign in: ${login.status} ${login.body.toString().slice(0, 200)}`);
  keepCookies(jar, login.headers);
  const { user } = JSON.parse(login.body.toString('utf8')) as { user: { _id: string } };
  return {
    name,
    userId: user._id,
    get cookie() {
      return cookie();
    },
    headers,
  };
}

/**
 * An open tab's socket (a person's session cookie), reopening as the app's socket provider does:
 * after a server's "reconnect elsewhere" close too. Counts what it lives through.
 */
export interface Tab {
  socket: Socket;
  /** clientMessageId of each newMessage received, with when (performance.now()). */
  received: Map<string, number>;
  disconnects: { at: number; reason: string }[];
  connects: number;
  close(): void;
}

export function openTab(
  baseUrl: string,
  person: Person,
  options: { transports?: ('polling' | 'websocket')[]; ca?: Buffer } = {},
): Tab {
  const socket = connect(baseUrl, {
    path: '/socket.io',
    transports: options.transports ?? ['websocket'],
    extraHeaders: { cookie: person.cookie },
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    ...(options.ca ? { ca: options.ca.toString('utf8'), rejectUnauthorized: true } : {}),
  });
  const tab: Tab = {
    socket,
    received: new Map(),
    disconnects: [],
    connects: 0,
    close: () => {
      closed = true;
      socket.disconnect();
    },
  };
  let closed = false;
  socket.on('connect', () => (tab.connects += 1));
  socket.on('disconnect', (reason) => {
    tab.disconnects.push({ at: performance.now(), reason });
    // socket.io-client leaves a server-closed socket closed; the app reopens it (shared/src/socket).
    if (reason === 'io server disconnect' && !closed) setTimeout(() => !closed && socket.connect(), 300);
  });
  socket.on(SOCKET_EVENTS.newMessage, (event: NewMessageEvent) => {
    if (event.message.clientMessageId) tab.received.set(event.message.clientMessageId, performance.now());
  });
  return tab;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `probe` resolves true, polling; false when `withinMs` ran out. */
export async function until(
  probe: () => Promise<boolean> | boolean,
  withinMs: number,
  everyMs = 200,
): Promise<boolean> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    if (await probe()) return true;
    if (performance.now() > deadline) return false;
    await sleep(everyMs);
  }
}
