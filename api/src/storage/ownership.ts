import { instance } from '../db/schema';
import type { Db } from '../db/client';

/**
 * Which stored objects this database's servers may delete or overwrite (issue 33). A restored copy
 * of the database, started on the production bucket, holds production's object keys in its rows;
 * without this rule its photo replacements, its removals and its hourly sweep deleted production's
 * files, which production still serves. So every key names the database that wrote it
 * (`<instance id>_<kind>-<uuid>`), a restore gives the copy a new instance id, and a server deletes
 * or writes only keys of an instance it owns: its own, plus those an operator adopted on purpose at
 * restore (`--adopt-storage`, for a real disaster recovery). Reading is never restricted.
 *
 * Keys written before instance ids existed (`<kind>-<uuid>`) belong to `legacyKeysOwner`: the id the
 * migration made for the database they were written by.
 */
export interface InstanceIdentity {
  id: string;
  ownedInstances: readonly string[];
  legacyKeysOwner: string;
}

/** `<instance id>_…`: the instance id is a UUID, which no older key starts with (they start with their kind). */
const WRITER = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_/;

export class StorageOwnership {
  readonly #owned: ReadonlySet<string>;

  constructor(readonly identity: InstanceIdentity) {
    this.#owned = new Set([identity.id, ...identity.ownedInstances]);
  }

  /** A new key for an object this instance writes: its writer is in its name. */
  newKey(kind: string, id: string): string {
    return `${this.identity.id}_${kind}-${id}`;
  }

  /** The instance that wrote the object under `key`. */
  writerOf(key: string): string {
    return WRITER.exec(key)?.[1] ?? this.identity.legacyKeysOwner;
  }

  /** Whether this instance may delete or overwrite the object under `key`. */
  owns(key: string): boolean {
    return this.#owned.has(this.writerOf(key));
  }
}

/** The database's identity (the migration makes it at the first start; a restore renews it). */
export async function readInstanceIdentity(db: Db): Promise<InstanceIdentity> {
  const [row] = await db.select().from(instance);
  if (!row) throw new Error('the database has no instance identity (its migrations have not run)');
  return { id: row.id, ownedInstances: row.ownedInstances, legacyKeysOwner: row.legacyKeysOwner };
}
