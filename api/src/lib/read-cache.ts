/**
 * A small in-process cache for data that is the same for every reader (never anything personal):
 * entries live `ttlMs`, `clear()` drops them all at once, and concurrent misses of one key share a
 * single load. A load that started before a `clear()` is handed to its callers but never stored,
 * so a write can't be undone by a read that raced it.
 */
export class ReadCache {
  readonly #entries = new Map<string, { value: unknown; expiresAt: number }>();
  readonly #loading = new Map<string, Promise<unknown>>();
  #generation = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  #now() {
    return this.options.now?.() ?? Date.now();
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) return Promise.resolve(entry.value as T);
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.#generation;
    const loaded = load().then(
      (value) => {
        if (this.#loading.get(key) === loaded) this.#loading.delete(key);
        if (generation === this.#generation) this.#store(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.#loading.get(key) === loaded) this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, loaded);
    return loaded;
  }

  clear() {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  #store(key: string, value: unknown) {
    this.#entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.#entries.set(key, { value, expiresAt: this.#now() + this.options.ttlMs });
    if (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
