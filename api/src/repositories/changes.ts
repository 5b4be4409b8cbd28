/**
 * What a committed write changed, as cache tags (lib/cache-tags.ts). Repositories call it once
 * their statement or transaction has committed, and wait for it: by then every cached read of
 * the changed data is dropped, here and in the other processes, so whatever the caller does next
 * (emit a socket event, answer the request) can only lead to a fresh read.
 */
export type Changed = (tags: readonly string[]) => Promise<void>;

type Listener = (tags: readonly string[]) => Promise<void> | void;

/**
 * Where the repositories of the app report their committed writes; the read cache (and the
 * checks of what a route declared it changes) listen. One per app.
 */
export class ChangeFeed {
  readonly #listeners: Listener[] = [];

  subscribe(listener: Listener): void {
    this.#listeners.push(listener);
  }

  readonly publish: Changed = async (tags) => {
    if (tags.length === 0) return;
    for (const listener of this.#listeners) await listener(tags);
  };
}

/**
 * The changes of a transaction, held until it commits (inTransaction publishes them then) and
 * forgotten if it rolls back: a refused or failed write drops nothing.
 */
export class PendingChanges {
  readonly #tags = new Set<string>();

  readonly record: Changed = async (tags) => {
    for (const tag of tags) this.#tags.add(tag);
  };

  publishTo(changed: Changed): Promise<void> {
    return changed([...this.#tags]);
  }
}

/**
 * For writers that run before anything can have been cached: the demo seed (an empty database, at
 * start-up, before the server answers) and the bench's seed scripts (no server running).
 */
export const beforeAnythingIsCached: Changed = async () => undefined;
