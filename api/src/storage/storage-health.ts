import {
  classifyStorageError,
  describeStorageError,
  storageUnavailable,
  type StorageErrorKind,
} from './storage-errors';

/** While the store is down it is asked again at most this often; every call in between is a 503 at once. */
export const DOWN_PROBE_INTERVAL_MS = 1_000;
/** Without traffic to tell, readiness asks the store when it last answered longer ago than this. */
export const IDLE_PROBE_INTERVAL_MS = 10_000;

interface Log {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface StorageHealthOptions {
  /** One cheap question to the store (HeadBucket; the folder on disk). */
  probe: (signal: AbortSignal) => Promise<void>;
  probeTimeoutMs: number;
  log: Log;
  /** Each failed call or probe, by kind (the metrics' error counter). */
  onError?: (operation: string, kind: StorageErrorKind) => void;
  now?: () => number;
}

interface Problem {
  kind: StorageErrorKind;
  since: Date;
  reason: string;
}

/**
 * What this process knows of the file storage, from the calls it makes and, when those do not
 * tell, from a probe. Once a call found the store not answering, further calls fail at once with
 * 503 (no request waits out a timeout the previous one already met) while a probe in the
 * background, at most one a second, finds out when it is back; the first answer from the store
 * ends the outage. Readiness reads the same state, so probing it at any rate costs at most one
 * request to the store a second while it is down and one per 10 s when idle.
 */
export class StorageHealth {
  private problem: Problem | null = null;
  private lastAnswerAt = -Infinity;
  private lastProbeAt = -Infinity;
  private probing: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: StorageHealthOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The store answered a call. */
  answered(): void {
    this.lastAnswerAt = this.now();
    if (!this.problem) return;
    this.options.log.info(
      { downForMs: this.lastAnswerAt - this.problem.since.getTime() },
      'file storage answers again',
    );
    this.problem = null;
  }

  /** A call failed; returns how (classified in one place, storage-errors.ts) and counts it. */
  failed(operation: string, error: unknown): StorageErrorKind {
    const kind = classifyStorageError(error);
    this.options.onError?.(operation, kind);
    if (kind === 'unavailable') this.setProblem(kind, error);
    return kind;
  }

  get isDown(): boolean {
    return this.problem?.kind === 'unavailable';
  }

  /**
   * Resolves when a call may go to the store. While the store is known down it throws 503
   * STORAGE_UNAVAILABLE at once and, at most once a second, asks the store in the background.
   */
  async ensureUsable(): Promise<void> {
    if (!this.isDown) return;
    this.probeWhenDue();
    throw storageUnavailable();
  }

  /**
   * Readiness: 'ok', or since when and why not. A known problem is answered at once (the probe
   * only refreshes it, in the background); with no news for IDLE_PROBE_INTERVAL_MS the store is
   * asked first, which takes at most the probe's timeout.
   */
  async check(): Promise<string> {
    if (this.problem) this.probeWhenDue();
    else if (this.now() - this.lastAnswerAt >= IDLE_PROBE_INTERVAL_MS) await this.probe();
    if (!this.problem) return 'ok';
    const what = this.problem.kind === 'unavailable' ? 'not answering' : 'failing';
    return `${what} since ${this.problem.since.toISOString()} (${this.problem.reason})`;
  }

  private probeWhenDue(): void {
    if (!this.probing && this.now() - this.lastProbeAt >= DOWN_PROBE_INTERVAL_MS) void this.probe();
  }

  /** One probe at a time: concurrent callers share it. It never rejects. */
  private probe(): Promise<void> {
    this.probing ??= this.runProbe().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  private async runProbe(): Promise<void> {
    this.lastProbeAt = this.now();
    try {
      await this.options.probe(AbortSignal.timeout(this.options.probeTimeoutMs));
      this.answered();
    } catch (error) {
      const kind = this.failed('probe', error);
      // A store that answers but refuses (credentials, a missing bucket) is reported, not fenced off.
      if (kind !== 'unavailable') this.setProblem(kind, error);
    }
  }

  private setProblem(kind: StorageErrorKind, error: unknown): void {
    const reason = describeStorageError(error);
    if (this.problem?.kind === kind) return;
    this.problem = { kind, since: new Date(this.now()), reason };
    if (kind === 'unavailable') {
      this.options.log.warn(
        { reason },
        'file storage is not answering: uploads and downloads answer 503 until it does',
      );
    } else {
      this.options.log.warn({ reason }, 'file storage refuses the probe');
    }
  }
}
