/**
 * An in-process cache of reads whose entries name what they were read from (tags such as
 * `job:<id>`, `user:<id>`, `open-jobs`; lib/cache-tags.ts), after async-cache-dedupe's
 * "references": a committed write names what it changed and exactly the entries that reference
 * one of those tags are dropped (`invalidate`). Memory is bounded in bytes (least recently used
 * entries go first); entries also expire after a time to live, the backstop should an
 * invalidation from another process be lost.
 *
 * Concurrent misses of one key share a single load. A load that was running when one of its tags
 * was invalidated is handed to the callers who were there before the write but never stored, and
 * callers who came after the write read again: a write can't be undone by a read that raced it.
 */

export interface ReadOptions<T> {
  /** Tags the entry depends on, known before the load: every read says what it depends on. */
  references: readonly string[];
  /** Tags that depend on what was loaded (the owners of a page of jobs, say). */
  referencesOf?: (value: T) => readonly string[];
  /** A shorter life for this value (0 or less: hand it out but do not keep it). */
  ttlMs?: (value: T) => number;
  /**
   * The memory the value takes, where its JSON does not tell it (typed arrays); the cache's sizeOf
   * (approximateBytes) otherwise.
   */
  bytes?: (value: T) => number;
}

/**
 * Tags matched by text, not by name: an entry referencing `${reference}${needle}` is dropped by a
 * change `${change}${haystack}` whose haystack contains the needle (both already folded to one case
 * by whoever builds them). A keyword's page of Find Jobs depends only on the jobs whose text
 * contains the keyword, so a job post drops the keywords its text contains, not every keyword
 * (lib/cache-tags.ts, openJobsReferences).
 */
export interface ContainmentTags {
  reference: string;
  change: string;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  /** Entries dropped because a write invalidated one of their tags. */
  drops: number;
  /** Entries dropped to stay within the memory bound. */
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  tags: readonly string[];
  bytes: number;
  /** The placement count when it was put last in the Map's order (see get). */
  placed: number;
}

interface Load {
  /** The value, and whether one of its tags was invalidated while it was being read. */
  promise: Promise<{ value: unknown; changed: boolean }>;
  /** The invalidation count when it started: any later invalidation of its tags means don't keep it. */
  startedAt: number;
}

export interface ReadCacheOptions {
  ttlMs: number;
  /** The approximate memory the entries may take (see sizeOf). */
  maxBytes: number;
  /** The share of the TTL an entry may lose at random (0.25 unless given). */
  jitter?: number;
  now?: () => number;
  random?: () => number;
  /** Bytes an entry takes; approximateBytes unless given. */
  sizeOf?: (key: string, value: unknown) => number;
  containment?: readonly ContainmentTags[];
}

/**
 * What an entry costs in memory, approximately: twice its JSON length (V8 keeps short strings in
 * one byte per character, but objects and numbers take more than their text) plus its key. Only
 * computed on a miss, so its cost rides on a database round trip.
 */
export function approximateBytes(key: string, value: unknown): number {
  const json = JSON.stringify(value) as string | undefined;
  return 2 * (json?.length ?? 4) + key.length + 64;
}

export class ReadCache {
  /** In least-recently-used order: a hit moves its entry to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Load>();
  readonly #keysByTag = new Map<string, Set<string>>();
  /** Invalidations so far; a load records the count it started at. */
  #invalidations = 0;
  /** Entries put last in the Map's order so far (stored or moved by a hit). */
  #placements = 0;
  /** When each tag was last invalidated (by that count), kept while a load started before it runs. */
  readonly #invalidatedAt = new Map<string, number>();
  /** The containment references some entry holds now, by rule (the needles a haystack is tested for). */
  readonly #needleTags = new Map<ContainmentTags, Set<string>>();
  /** Containment changes by the invalidation count they came at, kept while a load started before them runs. */
  #containmentChanges: { rule: ContainmentTags; haystack: string; at: number }[] = [];
  #clearedAt = 0;
  #paused = false;
  /** Loads still running (attached or not), by the count they started at. */
  readonly #running = new Map<number, number>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  #drops = 0;
  #evictions = 0;

  constructor(private readonly options: ReadCacheOptions) {}

  #now() {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * The TTL less up to a quarter, at random: entries filled together (a cold start) would otherwise
   * all expire in the same instant and send every reader to the database at once.
   */
  #lifetime() {
    const jitter = this.options.jitter ?? 0.25;
    return this.options.ttlMs * (1 - jitter * (this.options.random ?? Math.random)());
  }

  get<T>(key: string, load: () => Promise<T>, options: ReadOptions<T>): Promise<T> {
    if (this.#paused) {
      this.#misses += 1;
      return load();
    }
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) {
      this.#hits += 1;
      // Re-inserted last (the Map's order is the eviction order), unless it is already among the
      // newest quarter: a hot entry (a session, page 1 of Find Jobs) read hundreds of times a second
      // was deleted and re-inserted each time, 1.4 s of a 40 s profile at 500 reads/s. Eviction
      // stays least-recently-used to within that quarter.
      if (this.#placements - entry.placed > this.#entries.size >> 2) {
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        entry.placed = ++this.#placements;
      }
      return Promise.resolve(entry.value as T);
    }
    const pending = this.#loading.get(key);
    if (pending) {
      this.#hits += 1; // shared with a reader who is already at the database
      // A reader who came after an invalidation takes the shared value only if that value's tags
      // were not invalidated while it was read; otherwise it reads again.
      const cameAfterAWrite = this.#invalidations > pending.startedAt;
      return pending.promise.then(({ value, changed }) =>
        changed && cameAfterAWrite ? this.get(key, load, options) : (value as T),
      );
    }
    this.#misses += 1;
    const startedAt = this.#invalidations;
    this.#running.set(startedAt, (this.#running.get(startedAt) ?? 0) + 1);
    const settle = () => {
      if (this.#loading.get(key)?.promise === loaded) this.#loading.delete(key);
      this.#finished(startedAt);
    };
    const loaded = load().then(
      (value) => {
        const tags = [...options.references, ...(options.referencesOf?.(value) ?? [])];
        const changed = this.#changedSince(startedAt, tags);
        if (!changed) {
          const ttl = Math.min(this.#lifetime(), options.ttlMs?.(value) ?? Infinity);
          if (ttl > 0) this.#store(key, value, ttl, tags, options.bytes?.(value));
        }
        settle();
        return { value, changed };
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.#loading.set(key, { promise: loaded, startedAt });
    return loaded.then(({ value }) => value);
  }

  /**
   * The value kept under `key` now and the time it has left, without counting a hit or moving it in
   * the eviction order: for a read that builds another entry from what this one came with, which
   * is as current as this one exactly while this one is kept (every write that changes it drops
   * it). Nothing while paused or suspended: nothing kept is trusted then.
   */
  peek(key: string): { value: unknown; ttlMs: number } | undefined {
    if (this.#paused) return undefined;
    const entry = this.#entries.get(key);
    const ttlMs = entry ? entry.expiresAt - this.#now() : 0;
    return entry && ttlMs > 0 ? { value: entry.value, ttlMs } : undefined;
  }

  /**
   * One cached read per key, in order; the keys not cached are read together, by one `loadMissing`
   * call (a page of jobs costs one query for its misses, however many).
   */
  getMany<T>(
    keys: readonly string[],
    loadMissing: (missing: readonly string[]) => Promise<ReadonlyMap<string, T>>,
    options: (key: string) => ReadOptions<T>,
  ): Promise<T[]> {
    let collecting: string[] | undefined = [];
    let batch: Promise<ReadonlyMap<string, T>> | undefined;
    const loadOne = (key: string): Promise<T> => {
      if (!collecting) return loadMissing([key]).then((found) => found.get(key) as T); // a read again, later
      collecting.push(key);
      // Every miss of this call registers before the batch starts, on the next microtask.
      batch ??= Promise.resolve().then(() => {
        const missing = collecting ?? [];
        collecting = undefined;
        return loadMissing(missing);
      });
      return batch.then((found) => found.get(key) as T);
    };
    return Promise.all(keys.map((key) => this.get(key, () => loadOne(key), options(key))));
  }

  /**
   * Drops every entry that references one of `tags`. A load running now whose value turns out to
   * reference one of them is not kept, and readers who joined it after this call read again.
   * Returns how many entries went.
   */
  invalidate(tags: Iterable<string>): number {
    this.#invalidations += 1;
    let dropped = 0;
    const dropTag = (tag: string) => {
      for (const key of this.#keysByTag.get(tag) ?? []) {
        if (this.#forget(key)) dropped += 1;
      }
    };
    for (const tag of tags) {
      const rule = this.#ruleOf(tag, 'change');
      if (rule) {
        const haystack = tag.slice(rule.change.length);
        if (this.#running.size > 0) this.#containmentChanges.push({ rule, haystack, at: this.#invalidations });
        for (const needleTag of this.#needleTags.get(rule) ?? []) {
          if (haystack.includes(needleTag.slice(rule.reference.length))) dropTag(needleTag);
        }
        continue;
      }
      if (this.#running.size > 0) this.#invalidatedAt.set(tag, this.#invalidations);
      dropTag(tag);
    }
    this.#drops += dropped;
    return dropped;
  }

  /**
   * Until resume(), nothing is kept and every read goes to the database: this process cannot hear
   * the other processes' invalidations (its LISTEN connection is down), so nothing it keeps could
   * be trusted. What it held goes at once.
   */
  pause() {
    this.#paused = true;
    this.clear();
  }

  /**
   * Until resume(), nothing is served or kept and every read goes to the database, but what it
   * holds stays, and invalidations still drop it: this process hears every other process's
   * invalidations, only perhaps after a writer answered.
   */
  suspend() {
    this.#paused = true;
  }

  /**
   * Caches again: from empty (invalidations sent while it was paused may never have been heard),
   * or with `keep` (it was only suspended, and heard every invalidation) with what it held.
   */
  resume({ keep = false }: { keep?: boolean } = {}) {
    this.#paused = false;
    if (!keep) this.clear();
  }

  /** Everything goes (another process's invalidations may have been missed). */
  clear() {
    this.#invalidations += 1;
    this.#clearedAt = this.#invalidations;
    this.#drops += this.#entries.size;
    this.#entries.clear();
    this.#loading.clear();
    this.#keysByTag.clear();
    this.#needleTags.clear();
    this.#bytes = 0;
  }

  stats(): ReadCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      drops: this.#drops,
      evictions: this.#evictions,
      entries: this.#entries.size,
      bytes: this.#bytes,
      maxBytes: this.options.maxBytes,
    };
  }

  #changedSince(startedAt: number, tags: readonly string[]): boolean {
    if (this.#clearedAt > startedAt) return true;
    return tags.some((tag) => {
      if ((this.#invalidatedAt.get(tag) ?? 0) > startedAt) return true;
      const rule = this.#ruleOf(tag, 'reference');
      if (!rule) return false;
      const needle = tag.slice(rule.reference.length);
      return this.#containmentChanges.some(
        (change) => change.at > startedAt && change.rule === rule && change.haystack.includes(needle),
      );
    });
  }

  /** The containment rule whose `side` prefix the tag has, if any. */
  #ruleOf(tag: string, side: 'reference' | 'change'): ContainmentTags | undefined {
    return this.options.containment?.find((rule) => tag.startsWith(rule[side]));
  }

  /** A load settled: the invalidation marks only loads older than the oldest running one can need go. */
  #finished(startedAt: number) {
    const left = (this.#running.get(startedAt) ?? 1) - 1;
    if (left > 0) this.#running.set(startedAt, left);
    else this.#running.delete(startedAt);
    if (this.#running.size === 0) {
      this.#invalidatedAt.clear();
      this.#containmentChanges = [];
      return;
    }
    // A containment change carries a job's whole text (kilobytes): those are pruned early, lest a
    // server that always has some load running keep thousands of them.
    if (this.#invalidatedAt.size < 10_000 && this.#containmentChanges.length < 64) return;
    const oldest = Math.min(...this.#running.keys());
    for (const [tag, at] of this.#invalidatedAt) if (at <= oldest) this.#invalidatedAt.delete(tag);
    this.#containmentChanges = this.#containmentChanges.filter((change) => change.at > oldest);
  }

  #store(key: string, value: unknown, ttlMs: number, tags: readonly string[], valueBytes?: number) {
    this.#forget(key);
    const bytes =
      valueBytes === undefined ? (this.options.sizeOf ?? approximateBytes)(key, value) : valueBytes + key.length + 64;
    if (bytes > this.options.maxBytes) return;
    const unique = [...new Set(tags)];
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs, tags: unique, bytes, placed: ++this.#placements });
    this.#bytes += bytes;
    for (const tag of unique) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) {
        this.#keysByTag.set(tag, (keys = new Set()));
        const rule = this.#ruleOf(tag, 'reference');
        if (rule) {
          let held = this.#needleTags.get(rule);
          if (!held) this.#needleTags.set(rule, (held = new Set()));
          held.add(tag);
        }
      }
      keys.add(key);
    }
    while (this.#bytes > this.options.maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined || !this.#forget(oldest)) break;
      this.#evictions += 1;
    }
  }

  #forget(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) {
        this.#keysByTag.delete(tag);
        const rule = this.#ruleOf(tag, 'reference');
        if (rule) this.#needleTags.get(rule)?.delete(tag);
      }
    }
    return true;
  }
}
