// Steady traffic for the fault suite: what people do on the site while a dependency fails (reads,
// chat sends with an idempotency key, uploads, downloads of files that exist) and what a load
// balancer asks (/ready), each request recorded with when it started, how long it took and how it
// ended. Open loop: requests start on a timer whatever the earlier ones are doing, as people's do.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { call, type Answer, type CallResult, type Person } from './fault-client';
import { multipart, PNG_1X1 } from './multipart';

export type Kind = 'read' | 'send' | 'upload' | 'download' | 'ready';

export interface Outcome {
  kind: Kind;
  /** Which read, upload or download (route-like name). */
  what: string;
  target: string;
  /** performance.now() when the request started. */
  at: number;
  ms: number;
  status: Answer;
  code?: string;
  retryAfter?: string;
  /** A send's clientMessageId, an upload's file name (unique per upload). */
  id?: string;
  /** /ready: the body's checks and draining flag. */
  ready?: { draining?: boolean; checks?: Record<string, string> };
}

export interface Target {
  name: string;
  baseUrl: string;
  agent?: http.Agent;
  ca?: Buffer;
}

export interface Download {
  what: string;
  path: string;
  person?: Person;
}

export interface TrafficPlan {
  targets: Target[];
  /** [sender, recipient]: who writes to whom. */
  conversations: [Person, Person][];
  /** People whose pages are read. */
  readers: Person[];
  /** People who change their profile photo now and then (not one whose photo is downloaded). */
  photographers: Person[];
  downloads?: Download[];
  readsPerSecond: number;
  sendsPerSecond: number;
  uploadEveryMs: number;
  downloadsPerSecond?: number;
  /** Each target's /ready this often (a load balancer's probe); 0: none. */
  readyEveryMs?: number;
  /** Sent with each /ready probe: an operator's credentials, so the body names each check. */
  operatorHeaders?: Record<string, string>;
  /** Bytes of each uploaded file (a PNG). */
  uploadBytes?: number;
  /** A request without its whole answer by then is recorded as hung ('timeout'). */
  timeoutMs: number;
  /** Profile photos take at most one upload in `photoEvery` (the route allows 20 per user per 10 minutes). */
  photoEvery?: number;
}

/** Pages every signed-in person reads, whatever their role, none of which writes. */
const READS = [
  '/api/v1/user/profile',
  '/api/v1/message/unreadCount',
  '/api/v1/blog/getAllBlog',
  '/api/v1/notification/getUnreadNotifications',
];

export interface Traffic {
  outcomes: Outcome[];
  /** Stops starting requests and waits for those in flight. */
  stop(): Promise<void>;
}

export function pngOf(bytes: number): Buffer {
  return bytes <= PNG_1X1.length ? PNG_1X1 : Buffer.concat([PNG_1X1, Buffer.alloc(bytes - PNG_1X1.length, 7)]);
}

export function startTraffic(plan: TrafficPlan): Traffic {
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const counters = { read: 0, send: 0, upload: 0, download: 0 };
  const png = pngOf(plan.uploadBytes ?? 32 * 1024);

  const fire = (
    kind: Kind,
    what: string,
    target: Target,
    path: string,
    options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; id?: string },
    after?: (result: CallResult, outcome: Outcome) => void,
  ) => {
    const at = performance.now();
    const running = call(`${target.baseUrl}${path}`, {
      method: options.method,
      headers: options.headers,
      body: options.body,
      timeoutMs: plan.timeoutMs,
      agent: target.agent,
      ca: target.ca,
    }).then((result) => {
      const retryAfter = result.headers['retry-after'];
      const outcome: Outcome = {
        kind,
        what,
        target: target.name,
        at,
        ms: result.ms,
        status: result.status,
        ...(result.code ? { code: result.code } : {}),
        ...(retryAfter !== undefined ? { retryAfter: String(retryAfter) } : {}),
        ...(options.id ? { id: options.id } : {}),
      };
      after?.(result, outcome);
      outcomes.push(outcome);
    });
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };
  const every = (ms: number, tick: () => void) => {
    if (ms > 0 && Number.isFinite(ms)) timers.push(setInterval(tick, ms));
  };
  const pick = <T>(list: T[], n: number) => list[n % list.length];

  every(1000 / plan.readsPerSecond, () => {
    const n = counters.read++;
    const person = pick(plan.readers, n);
    const path = pick(READS, Math.floor(n / plan.readers.length));
    fire('read', path.split('/').pop()!, pick(plan.targets, n), path, { headers: { cookie: person.cookie } });
  });

  every(1000 / plan.sendsPerSecond, () => {
    const n = counters.send++;
    const [sender, recipient] = pick(plan.conversations, n);
    const id = randomUUID();
    fire(
      'send',
      'sendMessage',
      pick(plan.targets, Math.floor(n / plan.conversations.length)),
      `/api/v1/message/sendMessage/${recipient.userId}`,
      {
        method: 'POST',
        headers: sender.headers(),
        body: JSON.stringify({ message: `Fault suite ${id}`, clientMessageId: id }),
        id,
      },
    );
  });

  every(plan.uploadEveryMs, () => {
    const n = counters.upload++;
    const target = pick(plan.targets, n);
    const id = randomUUID();
    const photo = n % (plan.photoEvery ?? 3) === 2;
    // The kind is in the name: an acknowledged photo is replaced (and removed) by the next one, an
    // attachment stays with its message.
    const filename = `fault-${photo ? 'photo' : 'attachment'}-${id}.png`;
    if (photo) {
      const person = pick(plan.photographers, Math.floor(n / 3));
      const body = multipart([{ name: 'profilePhoto', filename, contentType: 'image/png', data: png }]);
      fire('upload', 'photo', target, '/api/v1/user/updateFiles', {
        method: 'POST',
        headers: { ...person.headers(false), ...body.headers },
        body: body.payload,
        id: filename,
      });
      return;
    }
    const [sender, recipient] = pick(plan.conversations, n);
    const body = multipart([{ name: 'files', filename, contentType: 'image/png', data: png }], {
      message: 'An attachment',
      clientMessageId: id,
    });
    fire('upload', 'attachment', target, `/api/v1/message/sendMessage/${recipient.userId}`, {
      method: 'POST',
      headers: { ...sender.headers(false), ...body.headers },
      body: body.payload,
      id: filename,
    });
  });

  if (plan.downloads?.length) {
    every(1000 / (plan.downloadsPerSecond ?? 2), () => {
      const n = counters.download++;
      const download = pick(plan.downloads!, n);
      fire('download', download.what, pick(plan.targets, Math.floor(n / plan.downloads!.length)), download.path, {
        headers: download.person ? { cookie: download.person.cookie } : {},
      });
    });
  }

  every(plan.readyEveryMs ?? 0, () => {
    for (const target of plan.targets) {
      // As an operator's probe (a bearer of METRICS_TOKEN): the checks are in the body.
      fire(
        'ready',
        'ready',
        target,
        '/api/v1/health/ready',
        { headers: plan.operatorHeaders ?? {} },
        (result, outcome) => {
          try {
            const body = JSON.parse(result.body.toString('utf8')) as {
              draining?: boolean;
              checks?: Record<string, string>;
            };
            outcome.ready = { draining: body.draining, checks: body.checks };
          } catch {
            // no JSON body (a failure): nothing to add
          }
        },
      );
    }
  });

  return {
    outcomes,
    async stop() {
      timers.forEach(clearInterval);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** "kind status code" → how many: the report's error table. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = `${outcome.kind} ${outcome.status}${outcome.code ? ` ${outcome.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const isOk = (outcome: Outcome) =>
  typeof outcome.status === 'number' && outcome.status >= 200 && outcome.status < 300;
