import type { ReleaseArea } from './areas';

export interface PublishedVersion {
  version: string;
  publishedAt: Date;
  publishedBy: string;
}

export interface ReleaseEvent {
  area: ReleaseArea;
  action: 'release' | 'rollback';
  version: string;
  previousVersion: string | null;
  actor: string;
  at: Date;
}

/** What a change of one area sees, read inside the registry's lock or transaction. */
export interface AreaState {
  live: string | null;
  /** Oldest first. */
  versions: PublishedVersion[];
  /** Oldest first. */
  history: ReleaseEvent[];
}

/** What goes live, or null for "nothing to change" (it is live already). */
export type Decision = { action: ReleaseEvent['action']; version: string } | null;

/**
 * Which version of each area is live, which versions were published, and the history of what went
 * live (who, when): a file in DEPLOY_DIR on one machine (file-registry.ts), rows in PostgreSQL when
 * several machines share it (postgres-registry.ts).
 */
export interface ReleaseRegistry {
  /** Where it is, for the scripts' messages. */
  readonly description: string;
  /** The live version of every area that has one. */
  live(): Promise<Partial<Record<ReleaseArea, string>>>;
  state(area: ReleaseArea): Promise<AreaState>;
  isPublished(area: ReleaseArea, version: string): Promise<boolean>;
  /** Records a version whose files are all in place. Idempotent. */
  recordVersion(area: ReleaseArea, version: string, actor: string): Promise<void>;
  /**
   * Reads the area's state, lets `decide` choose (it may throw to refuse) and records the outcome,
   * all at once: two operators changing one area are serialised, neither loses the other's change.
   */
  change(
    area: ReleaseArea,
    actor: string,
    decide: (state: AreaState) => Decision,
  ): Promise<{ previous: string | null; current: string | null; changed: boolean }>;
  close(): Promise<void>;
}

/**
 * The versions that were live one after the other and not rolled back from, oldest first; the last
 * is the live one. A release adds its version; a rollback goes back down to the version it names
 * (everything above it was rolled back from), or adds it when it was never below (a roll forward).
 */
export function liveLineage(history: ReleaseEvent[]): string[] {
  const lineage: string[] = [];
  for (const event of history) {
    if (event.action === 'rollback') {
      const below = lineage.length >= 2 ? lineage.lastIndexOf(event.version, lineage.length - 2) : -1;
      if (below >= 0) {
        lineage.length = below + 1;
        continue;
      }
    }
    if (lineage.at(-1) !== event.version) lineage.push(event.version);
  }
  return lineage;
}

export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
}

/** `npm run rollback -- <area> [version]`: the version live before the current one, or the one named. */
export function decideRollback(area: ReleaseArea, state: AreaState, wanted: string | undefined): Decision {
  if (!state.live) throw new ReleaseRefused(`${area} has no live version yet; release it first (npm run release -- ${area}).`);
  if (wanted) {
    if (!state.versions.some((published) => published.version === wanted)) {
      const available = state.versions.map((published) => published.version).join('\n    ') || '(none)';
      throw new ReleaseRefused(`${area} has no version "${wanted}".\n  Published (oldest first):\n    ${available}`);
    }
    return wanted === state.live ? null : { action: 'rollback', version: wanted };
  }
  const lineage = liveLineage(state.history);
  const target = lineage.at(-1) === state.live ? lineage.at(-2) : undefined;
  if (!target) {
    throw new ReleaseRefused(
      `${area} has no earlier version to roll back to: by the history, none was live before ${state.live} ` +
        `that was not rolled back from.\n  Name one to go to it anyway: npm run rollback -- ${area} <version> ` +
        `(npm run versions lists them).`,
    );
  }
  return { action: 'rollback', version: target };
}

/** A release makes its version live, unless it already is. */
export function decideRelease(state: AreaState, version: string): Decision {
  return state.live === version ? null : { action: 'release', version };
}
