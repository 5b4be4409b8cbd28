// What this server serves: the live version of each area as the registry says, once its files are
// in DEPLOY_DIR (fetched from the bucket first when they are not). Versions never change, so what
// was fetched is kept and read from disk like a local build.
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { AREAS, type RemoteRegistry } from '@freelane/shared/contracts';
import { isRemoteArea, isVersionId, RELEASE_AREAS, type ReleaseArea } from './areas';
import { outageLog, type OutageLog } from '../lib/outage-log';
import type { Bundles } from './bundles';
import type { ReleaseRegistry } from './registry';

/** How often a server asks a shared registry (PostgreSQL) what is live: a change is served within seconds. */
export const REGISTRY_POLL_MS = 1_000;
const UNPUBLISHED_TTL_MS = 60_000;

export type LiveVersions = Partial<Record<ReleaseArea, string>>;

export class ServedReleases {
  private served: LiveVersions = {};
  private refreshing: Promise<void> | null = null;
  private firstLoad: Promise<void> | null = null;
  /** Version ids asked for that the registry has not published: not asked again for a minute. */
  private readonly unpublished = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  /** Versions the registry names but neither DEPLOY_DIR nor the bucket has: warned about once. */
  private readonly warned = new Set<string>();
  private readonly registryLog: OutageLog;

  constructor(
    private readonly registry: ReleaseRegistry,
    readonly bundles: Bundles,
    private readonly log: FastifyBaseLogger,
    /** A registry file on this machine is read on every page (a release is live on the next load); a shared one is polled. */
    private readonly mode: 'every-request' | 'poll',
  ) {
    this.registryLog = outageLog(log, 'reading the release registry');
  }

  /**
   * Starts loading what is live (fetching its files; requests wait for it, the server's start does
   * not, however long a first download takes), then, for a shared registry, keeps polling.
   */
  start(): void {
    this.firstLoad = this.refresh();
    if (this.mode === 'poll') {
      this.timer = setInterval(() => void this.refresh(), REGISTRY_POLL_MS);
      this.timer.unref();
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The live versions this server has the files of. */
  async current(): Promise<LiveVersions> {
    await this.firstLoad;
    if (this.mode === 'every-request') await this.refresh();
    return this.served;
  }

  /** `/remotes.json`: the live remotes for the browser (the shell is not one). */
  static browserRegistry(live: LiveVersions): RemoteRegistry {
    const registry: RemoteRegistry = {};
    for (const area of RELEASE_AREAS) {
      const version = live[area];
      if (!version || !isRemoteArea(area)) continue;
      registry[AREAS[area]] = { version, entry: `/remotes/${area}/${version}/mf-manifest.json` };
    }
    return registry;
  }

  /**
   * The folder of a published version (a tab opened before a release still asks for its old
   * version's chunks), fetched when needed; null for a version that was never published.
   */
  async versionDir(area: ReleaseArea, version: string): Promise<string | null> {
    if (!isVersionId(version)) return null;
    const folder = this.bundles.localDir(area, version);
    if (existsSync(folder)) return folder;
    if (!this.bundles.hasBucket) return null;
    // Only a version the registry recorded is complete in the bucket (its files go first): one still
    // uploading must not be fetched half and kept.
    const key = `${area}/${version}`;
    const refusedAt = this.unpublished.get(key);
    if (refusedAt !== undefined && Date.now() - refusedAt < UNPUBLISHED_TTL_MS) return null;
    if (!(await this.registry.isPublished(area, version))) {
      if (this.unpublished.size > 10_000) this.unpublished.clear();
      this.unpublished.set(key, Date.now());
      return null;
    }
    return (await this.bundles.ensureLocal(area, version)) ? folder : null;
  }

  /**
   * One refresh at a time; a failure keeps what is served and is tried again on the next call. The
   * poll runs each second: a database outage is one warning and one line when it is over.
   */
  private refresh(): Promise<void> {
    this.refreshing ??= this.load()
      .then(() => this.registryLog.ok())
      .catch((error: unknown) => this.registryLog.failed(error))
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async load(): Promise<void> {
    const wanted = await this.registry.live();
    const next: LiveVersions = { ...this.served };
    // Areas in parallel: a large download for one does not hold up another's switch.
    await Promise.all(
      RELEASE_AREAS.map(async (area) => {
        const version = wanted[area];
        if (!version || version === this.served[area]) return;
        const available = isVersionId(version) && (await this.bundles.ensureLocal(area, version));
        if (available) {
          next[area] = version;
          if (this.served[area]) this.log.info({ area, from: this.served[area], to: version }, 'serving a new version');
        } else if (!this.warned.has(`${area}/${version}`)) {
          this.warned.add(`${area}/${version}`);
          this.log.warn(
            { area, version, deployDir: this.bundles.deployDir },
            'the registry names a version whose files are neither in DEPLOY_DIR nor in the bucket; serving the ' +
              'previous one (several machines need S3_BUCKET, or one shared DEPLOY_DIR)',
          );
        }
      }),
    );
    this.served = next;
  }
}
