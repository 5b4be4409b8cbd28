// What `npm run release / rollback / versions / build` and `npm start` do to the release registry and
// the bundles, on whichever machine they run: with DATABASE_URL the registry is PostgreSQL's, with
// S3_BUCKET the files go to the bucket, so every machine serves the change within seconds.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseConfig } from '../config';
import { openDatabase } from '../db/client';
import { createS3Client, RELEASE_TOOL_S3_TIMEOUTS } from '../storage/s3-client';
import { RELEASE_AREAS, type ReleaseArea } from './areas';
import { contentVersion } from './bundle-files';
import { Bundles, versionPath } from './bundles';
import { FileRegistry } from './file-registry';
import { PostgresRegistry } from './postgres-registry';
import {
  decideRelease,
  decideRollback,
  liveLineage,
  ReleaseRefused,
  type PublishedVersion,
  type ReleaseEvent,
  type ReleaseRegistry,
} from './registry';

export interface Change {
  previous: string | null;
  current: string | null;
  changed: boolean;
}

export interface AreaReport {
  area: ReleaseArea;
  live: string | null;
  /** Oldest first. */
  versions: PublishedVersion[];
  /** Oldest first. */
  history: ReleaseEvent[];
  /** What a rollback goes back through, oldest first (the last is the live one). */
  lineage: string[];
}

/** Who changes what is live: RELEASED_BY (a CI job's name, say), else the operator's user@machine. */
export function defaultActor(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASED_BY?.trim()) return env.RELEASED_BY.trim();
  let user = env.USER ?? 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // a container user without a passwd entry
  }
  return `${user}@${os.hostname()}`;
}

const REQUIRED_FILE = (area: ReleaseArea) => (area === 'shell' ? 'index.html' : 'mf-manifest.json');

export class ReleaseTools {
  readonly areas = RELEASE_AREAS;

  constructor(
    readonly registry: ReleaseRegistry,
    readonly bundles: Bundles,
    readonly actor: string,
    private readonly onClose: () => Promise<void>,
  ) {}

  /** Where releases are recorded and kept, for messages. */
  get where(): string {
    return `registry: ${this.registry.description}; files: ${this.bundles.deployDir}${this.bundles.hasBucket ? ' and the S3 bucket (S3_BUCKET)' : ''}`;
  }

  live() {
    return this.registry.live();
  }

  /** A live version this machine can serve: in DEPLOY_DIR, or fetched from the bucket. */
  ensureLocal(area: ReleaseArea, version: string): Promise<boolean> {
    return this.bundles.ensureLocal(area, version);
  }

  /** Publishes a build as its content's version (files first, then the record); returns its id. */
  async publish(area: ReleaseArea, distDir: string): Promise<string> {
    if (!existsSync(path.join(distDir, REQUIRED_FILE(area)))) {
      throw new ReleaseRefused(`${distDir} has no ${REQUIRED_FILE(area)}; build ${area} first`);
    }
    const version = await contentVersion(distDir);
    const published = await this.registry.isPublished(area, version);
    await this.bundles.publish(area, distDir, { version, toBucket: this.bundles.hasBucket && !published });
    if (!published) await this.registry.recordVersion(area, version, this.actor);
    return version;
  }

  /** `npm run release`: publishes the build and makes it live (nothing changes if it already is). */
  async release(area: ReleaseArea, distDir: string): Promise<Change> {
    const version = await this.publish(area, distDir);
    return this.registry.change(area, this.actor, (state) => decideRelease(state, version));
  }

  /**
   * `npm run build`: like a release, except that a build an operator rolled back from is published
   * but not made live again, so a full rebuild never undoes a rollback.
   */
  async releaseBuild(area: ReleaseArea, distDir: string): Promise<Change | { skipped: string; live: string | null }> {
    const version = await contentVersion(distDir);
    const state = await this.registry.state(area);
    const wasLive = state.history.some((event) => event.version === version);
    if (state.live !== version && wasLive && !liveLineage(state.history).includes(version)) {
      await this.publish(area, distDir);
      return { skipped: version, live: state.live };
    }
    return this.release(area, distDir);
  }

  /**
   * A version built elsewhere and kept in another deploy folder of DEPLOY_DIR's layout (a package's
   * deploy/, scripts/lib/package.mjs): published here under its own id, files first (DEPLOY_DIR,
   * the bucket), then made live as `npm run build` makes a build live, so never one an operator
   * rolled back from. The packaged server (`node server.js`) does this for each area with nothing
   * live it can serve, as `npm start` builds them; `node server.js release` for every area.
   */
  async releaseFrom(
    area: ReleaseArea,
    version: string,
    sourceDeployDir: string,
  ): Promise<Change | { skipped: string; live: string | null }> {
    const folder = path.join(sourceDeployDir, versionPath(area, version));
    if (!existsSync(path.join(folder, REQUIRED_FILE(area)))) {
      throw new ReleaseRefused(`${folder} has no ${REQUIRED_FILE(area)}: not a published ${area} version`);
    }
    const published = await this.registry.isPublished(area, version);
    const toBucket = this.bundles.hasBucket && !published;
    if (toBucket || !existsSync(this.bundles.localDir(area, version))) {
      // A shell version's hashed files live beside every shell version (shell/static), not in its
      // folder: a build's layout has them inside, as static/.
      const scratch = area === 'shell' ? await mkdtemp(path.join(os.tmpdir(), 'freelane-shell-')) : null;
      try {
        if (scratch) {
          await cp(folder, scratch, { recursive: true });
          const statics = path.join(sourceDeployDir, 'shell', 'static');
          if (existsSync(statics)) await cp(statics, path.join(scratch, 'static'), { recursive: true });
        }
        await this.bundles.publish(area, scratch ?? folder, { version, toBucket });
      } finally {
        if (scratch) await rm(scratch, { recursive: true, force: true });
      }
    }
    if (!published) await this.registry.recordVersion(area, version, this.actor);
    const state = await this.registry.state(area);
    const wasLive = state.history.some((event) => event.version === version);
    if (state.live !== version && wasLive && !liveLineage(state.history).includes(version)) {
      return { skipped: version, live: state.live };
    }
    return this.registry.change(area, this.actor, (current) => decideRelease(current, version));
  }

  /** `npm run rollback`: the version live before the current one (by the history), or the one named. */
  rollback(area: ReleaseArea, wanted?: string): Promise<Change> {
    return this.registry.change(area, this.actor, (state) => decideRollback(area, state, wanted));
  }

  async report(): Promise<AreaReport[]> {
    return Promise.all(
      this.areas.map(async (area) => {
        const state = await this.registry.state(area);
        return { area, ...state, lineage: liveLineage(state.history) };
      }),
    );
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

/** The registry and bundles this configuration names: PostgreSQL or DEPLOY_DIR, plus the bucket. */
export async function openReleaseTools(config: ReleaseConfig, actor = defaultActor()): Promise<ReleaseTools> {
  const bucket = config.objectStorage
    ? { client: createS3Client(config.objectStorage, RELEASE_TOOL_S3_TIMEOUTS), name: config.objectStorage.bucket }
    : null;
  let registry: ReleaseRegistry;
  if (config.databaseUrl) {
    // Applies the migrations (under the same lock as the servers), so a release can come first.
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: 'memory' });
    registry = new PostgresRegistry(database.db, () => database.close());
  } else {
    registry = new FileRegistry(config.deployDir);
  }
  return new ReleaseTools(registry, new Bundles(config.deployDir, bucket), actor, async () => {
    await registry.close();
    bucket?.client.destroy();
  });
}
