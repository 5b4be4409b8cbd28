// The fault suite's API machines: the compiled server as a real process (scripts/lib/server.mjs),
// restarted on the same port after a kill, with every exit recorded (expected or not) and its log
// kept in a file, so a process that died on its own is reported with its last words.
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startServer } from '../../../scripts/lib/server.mjs';
import { call, until } from './fault-client';

export interface MachineExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
  /** The test killed or stopped it on purpose. */
  expected: boolean;
  /** The last lines of its log when it exited unexpectedly. */
  lastWords?: string;
}

type Server = Awaited<ReturnType<typeof startServer>>;

export class Machine {
  server: Server | undefined;
  readonly exits: MachineExit[] = [];
  private expecting = false;
  private exited: Promise<MachineExit> | undefined;
  /** Where this run of the process starts in its log (one log per machine, appended to by each start). */
  private logStart = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    const child = this.server?.child;
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  }

  get pid(): number | undefined {
    return this.server?.child.pid;
  }

  /** Starts the compiled server (api/dist, built once by the caller) and resolves once /health answers. */
  async start(): Promise<void> {
    this.logStart = existsSync(this.logFile) ? statSync(this.logFile).size : 0;
    const log = openSync(this.logFile, 'a');
    try {
      this.server = await startServer({ env: this.env, port: this.port, stdio: ['ignore', log, log], build: false });
    } finally {
      closeSync(log);
    }
    this.expecting = false;
    const child = this.server.child;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        const exit: MachineExit = { name: this.name, code, signal, at: performance.now(), expected: this.expecting };
        if (!exit.expected) exit.lastWords = this.lastWords();
        this.exits.push(exit);
        resolve(exit);
      });
    });
  }

  /** Signals the server's process group; its exit is recorded as expected. */
  signal(signal: NodeJS.Signals): void {
    this.expecting = true;
    process.kill(-this.server!.child.pid!, signal);
  }

  /** The exit of the running process (its code, or the signal), or undefined if it outlives `withinMs`. */
  async waitExit(withinMs: number): Promise<MachineExit | undefined> {
    if (!this.exited) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), withinMs)));
    try {
      return await Promise.race([this.exited, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves true once /ready answers 200. */
  async waitReady(withinMs: number): Promise<boolean> {
    return until(
      async () => (await call(`${this.baseUrl}/api/v1/health/ready`, { timeoutMs: 3000 })).status === 200,
      withinMs,
      250,
    );
  }

  async stop(): Promise<void> {
    this.expecting = true;
    await this.server?.stop();
  }

  /**
   * Why it died, from its log: an uncaught error's own lines (Node prints the error's properties as
   * an object dump after them), else the last lines.
   */
  lastWords(): string {
    // The dump of a pool can run to hundreds of lines: look far enough back.
    const tail = this.lastLines(5000).split('\n');
    let at = tail.findLastIndex((line) => /Unhandled 'error' event|uncaughtException|Uncaught/.test(line));
    if (at < 0) at = tail.findLastIndex((line) => /^\S*Error\b|^node:/i.test(line));
    const words =
      at < 0
        ? tail.slice(-6)
        : tail
            .slice(at, at + 20)
            .filter((line) => /^(throw er|\w*Error\b|error:|Emitted 'error'|Unhandled)/i.test(line.trim()))
            .slice(0, 5);
    return words.map((line) => line.trim().slice(0, 300)).join('\n');
  }

  lastLines(count: number): string {
    try {
      return readFileSync(this.logFile)
        .subarray(this.logStart)
        .toString('utf8')
        .trim()
        .split('\n')
        .slice(-count)
        .join('\n');
    } catch {
      return '';
    }
  }
}

export function logFileFor(dir: string, name: string) {
  return path.join(dir, `${name}.log`);
}

/** One short-lived connection for the suite's own checks (never one of the API's). */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
