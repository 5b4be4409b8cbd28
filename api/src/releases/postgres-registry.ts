// The release registry shared by every machine: rows in PostgreSQL, each change one transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { releaseEvents, releaseLive, releaseVersions } from '../db/schema';
import type { ReleaseArea } from './areas';
import type { AreaState, Decision, ReleaseRegistry } from './registry';

export class PostgresRegistry implements ReleaseRegistry {
  readonly description = 'PostgreSQL (DATABASE_URL): tables release_live, release_versions, release_events';

  constructor(
    private readonly db: Db,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  async live() {
    const rows = await this.db.select().from(releaseLive);
    return Object.fromEntries(rows.map((row) => [row.area, row.version])) as Partial<Record<ReleaseArea, string>>;
  }

  state(area: ReleaseArea): Promise<AreaState> {
    return stateOf(this.db, area);
  }

  async isPublished(area: ReleaseArea, version: string): Promise<boolean> {
    const rows = await this.db
      .select({ version: releaseVersions.version })
      .from(releaseVersions)
      .where(and(eq(releaseVersions.area, area), eq(releaseVersions.version, version)));
    return rows.length > 0;
  }

  async recordVersion(area: ReleaseArea, version: string, actor: string): Promise<void> {
    await this.db.insert(releaseVersions).values({ area, version, publishedBy: actor }).onConflictDoNothing();
  }

  change(area: ReleaseArea, actor: string, decide: (state: AreaState) => Decision) {
    return this.db.transaction(async (tx) => {
      // One change of an area at a time, across machines; other areas are not held up.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`freelane:release:${area}`}, 0))`);
      const state = await stateOf(tx, area);
      const decision = decide(state);
      if (!decision) return { previous: state.live, current: state.live, changed: false };
      await tx.insert(releaseEvents).values({
        area,
        action: decision.action,
        version: decision.version,
        previousVersion: state.live,
        actor,
      });
      await tx
        .insert(releaseLive)
        .values({ area, version: decision.version })
        .onConflictDoUpdate({ target: releaseLive.area, set: { version: decision.version, changedAt: sql`now()` } });
      return { previous: state.live, current: decision.version, changed: true };
    });
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

async function stateOf(db: Db | Tx, area: ReleaseArea): Promise<AreaState> {
  const [live] = await db.select().from(releaseLive).where(eq(releaseLive.area, area));
  const versions = await db
    .select()
    .from(releaseVersions)
    .where(eq(releaseVersions.area, area))
    .orderBy(asc(releaseVersions.publishedAt), asc(releaseVersions.version));
  const history = await db
    .select()
    .from(releaseEvents)
    .where(eq(releaseEvents.area, area))
    .orderBy(asc(releaseEvents.id));
  return {
    live: live?.version ?? null,
    versions: versions.map(({ version, publishedAt, publishedBy }) => ({ version, publishedAt, publishedBy })),
    history: history.map((event) => ({
      area,
      action: event.action,
      version: event.version,
      previousVersion: event.previousVersion,
      actor: event.actor,
      at: event.createdAt,
    })),
  };
}
