/** The scope of reads that are the same for every reader (open jobs, totals, a job's shared view). */
export const SHARED_SCOPE = 'shared';
/** The scope of one person's reads (their dashboards, notifications, proposals). */
export const userScope = (userId: string) => `user:${userId}`;

export interface ReadOptions<T> {
  /** SHARED_SCOPE unless given: `clearScope(scope)` drops this entry with the rest of its scope. */
  scope?: string;
  /** A shorter life for this value (0 or less: hand it out but do not keep it). */
  ttlMs?: (value: T) => number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  scope: string;
}

/**
 * A small in-process cache of reads: entries live `ttlMs` (less a random part, or less per value), `clear()` drops them
 * all at once, `clearScope()` one scope (one person's reads), and concurrent misses of one key share
 * a single load. A load that started before a clear of its scope is handed to its callers but never
 * stored, so a write can't be undone by a read that raced it.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<unknown>>();
  /** Keys per scope, so one person's entries go without a walk over everyone's. */
  readonly #keysOf = new Map<string, Set<string>>();
  #generation = 0;
  readonly #scopeGenerations = new Map<string, number>();

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /** The share of the TTL an entry may lose at random (0.25 unless given). */
      jitter?: number;
      now?: () => number;
      random?: () => number;
    },
  ) {}

  #now() {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * The TTL less up to a quarter, at random: entries filled together (a cold start, a clear) would
   * otherwise all expire in the same instant and send every reader to the database at once.
   */
  #lifetime() {
    const jitter = this.options.jitter ?? 0.25;
    return this.options.ttlMs * (1 - jitter * (this.options.random ?? Math.random)());
  }

  #stamp(scope: string) {
    return `${this.#generation}:${this.#scopeGenerations.get(scope) ?? 0}`;
  }

  get<T>(key: string, load: () => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
    const scope = options.scope ?? SHARED_SCOPE;
    const fullKey = `${scope}\u0000${key}`;
    const entry = this.#entries.get(fullKey);
    if (entry && entry.expiresAt > this.#now()) return Promise.resolve(entry.value as T);
    const pending = this.#loading.get(fullKey);
    if (pending) return pending as Promise<T>;
    const stamp = this.#stamp(scope);
    const loaded = load().then(
      (value) => {
        if (this.#loading.get(fullKey) === loaded) this.#loading.delete(fullKey);
        if (stamp === this.#stamp(scope)) {
          const ttl = Math.min(this.#lifetime(), options.ttlMs?.(value) ?? Infinity);
          if (ttl > 0) this.#store(fullKey, scope, value, ttl);
        }
        return value;
      },
      (error: unknown) => {
        if (this.#loading.get(fullKey) === loaded) this.#loading.delete(fullKey);
        throw error;
      },
    );
    this.#loading.set(fullKey, loaded);
    return loaded;
  }

  /** Everything goes: a write that may change anything cached. */
  clear() {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
    this.#keysOf.clear();
    this.#scopeGenerations.clear(); // the global generation already tells older loads apart
  }

  /** One scope goes (a person's notifications changed); the shared reads and other people's stay. */
  clearScope(scope: string) {
    this.#scopeGenerations.set(scope, (this.#scopeGenerations.get(scope) ?? 0) + 1);
    for (const fullKey of this.#keysOf.get(scope) ?? []) {
      this.#entries.delete(fullKey);
      this.#loading.delete(fullKey);
    }
    this.#keysOf.delete(scope);
  }

  #store(fullKey: string, scope: string, value: unknown, ttlMs: number) {
    this.#forget(fullKey); // re-inserted last: the Map's order is the eviction order
    this.#entries.set(fullKey, { value, expiresAt: this.#now() + ttlMs, scope });
    let keys = this.#keysOf.get(scope);
    if (!keys) this.#keysOf.set(scope, (keys = new Set()));
    keys.add(fullKey);
    if (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#forget(oldest);
    }
  }

  #forget(fullKey: string) {
    const entry = this.#entries.get(fullKey);
    if (!entry) return;
    this.#entries.delete(fullKey);
    const keys = this.#keysOf.get(entry.scope);
    keys?.delete(fullKey);
    if (keys?.size === 0) this.#keysOf.delete(entry.scope);
  }
}
