// The release registry on one machine: DEPLOY_DIR/registry.json, replaced by writing a temporary
// file and renaming it (a reader never sees half of it); changes take a lock folder beside it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AREAS } from '@freelane/shared/contracts';
import { isVersionId, REMOTE_AREAS, type ReleaseArea } from './areas';
import type { AreaState, Decision, PublishedVersion, ReleaseEvent, ReleaseRegistry } from './registry';

interface StoredVersion {
  version: string;
  publishedAt: string;
  publishedBy: string;
}
interface StoredEvent extends Omit<ReleaseEvent, 'at'> {
  at: string;
}
interface RegistryFile {
  live: Partial<Record<ReleaseArea, string>>;
  versions: Partial<Record<ReleaseArea, StoredVersion[]>>;
  history: StoredEvent[];
}

const LOCK_WAIT_MS = 60_000;

export class FileRegistry implements ReleaseRegistry {
  readonly file: string;
  private cached: { key: string; value: RegistryFile } | null = null;

  constructor(private readonly deployDir: string) {
    this.file = path.join(deployDir, 'registry.json');
  }

  get description(): string {
    return this.file;
  }

  async live() {
    return { ...(await this.read()).live };
  }

  async state(area: ReleaseArea): Promise<AreaState> {
    return stateOf(await this.read(), area);
  }

  async isPublished(area: ReleaseArea, version: string): Promise<boolean> {
    return (await this.read()).versions[area]?.some((entry) => entry.version === version) ?? false;
  }

  async recordVersion(area: ReleaseArea, version: string, actor: string): Promise<void> {
    await this.locked(async (registry) => {
      const versions = registry.versions[area] ?? [];
      if (versions.some((entry) => entry.version === version)) return false;
      registry.versions[area] = [...versions, { version, publishedAt: new Date().toISOString(), publishedBy: actor }];
      return true;
    });
  }

  async change(area: ReleaseArea, actor: string, decide: (state: AreaState) => Decision) {
    let outcome = { previous: null as string | null, current: null as string | null, changed: false };
    await this.locked(async (registry) => {
      const previous = registry.live[area] ?? null;
      const decision = decide(stateOf(registry, area));
      outcome = { previous, current: decision?.version ?? previous, changed: Boolean(decision) };
      if (!decision) return false;
      registry.live[area] = decision.version;
      registry.history.push({
        area,
        action: decision.action,
        version: decision.version,
        previousVersion: previous,
        actor,
        at: new Date().toISOString(),
      });
      return true;
    });
    return outcome;
  }

  async close(): Promise<void> {}

  /** Parsed again only when the file changed (the server asks on every page). */
  private async read(): Promise<RegistryFile> {
    let key: string;
    try {
      const info = await stat(this.file);
      key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return importLegacy(this.deployDir);
    }
    if (this.cached?.key === key) return this.cached.value;
    let value: RegistryFile;
    try {
      value = JSON.parse(await readFile(this.file, 'utf8')) as RegistryFile;
    } catch (error) {
      throw new Error(`${this.file} is unreadable (${(error as Error).message}); restore it from a backup`);
    }
    this.cached = { key, value };
    return value;
  }

  /** Read, change and write back under the lock; `edit` resolves false when it changed nothing. */
  private async locked(edit: (registry: RegistryFile) => Promise<boolean>): Promise<void> {
    await mkdir(this.deployDir, { recursive: true });
    const lock = `${this.file}.lock`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        await mkdir(lock);
        await writeFile(path.join(lock, 'pid'), String(process.pid));
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A lock left by a dead process on this machine is taken over (one machine only: with
        // several, the registry is in PostgreSQL).
        const owner = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
        if (!isRunning(owner)) {
          await rm(lock, { recursive: true, force: true });
          continue;
        }
        if (Date.now() > deadline) throw new Error(`${lock} is held by process ${owner}; try again when it finishes`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    try {
      this.cached = null;
      const registry = structuredClone(await this.read());
      if (!(await edit(registry))) return;
      const temporary = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
      await rename(temporary, this.file);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

function stateOf(registry: RegistryFile, area: ReleaseArea): AreaState {
  return {
    live: registry.live[area] ?? null,
    versions: (registry.versions[area] ?? []).map(
      (entry): PublishedVersion => ({ ...entry, publishedAt: new Date(entry.publishedAt) }),
    ),
    history: registry.history
      .filter((event) => event.area === area)
      .map((event): ReleaseEvent => ({ ...event, at: new Date(event.at) })),
  };
}

function isRunning(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A deploy folder from before the registry (remotes.json and timestamped version folders): its
 * live remotes and published versions, read as the registry's first state. The shell was not
 * versioned then; the next build publishes it.
 */
async function importLegacy(deployDir: string): Promise<RegistryFile> {
  const registry: RegistryFile = { live: {}, versions: {}, history: [] };
  const legacyFile = path.join(deployDir, 'remotes.json');
  if (!existsSync(legacyFile)) return registry;
  const legacy = JSON.parse(await readFile(legacyFile, 'utf8')) as Record<string, { version?: string }>;
  for (const area of REMOTE_AREAS) {
    const folder = path.join(deployDir, 'remotes', area);
    const names = existsSync(folder) ? (await readdir(folder)).filter(isVersionId).sort() : [];
    registry.versions[area] = names.map((version) => ({
      version,
      publishedAt: new Date(0).toISOString(),
      publishedBy: 'before the release registry',
    }));
    const live = legacy[AREAS[area]]?.version;
    if (live && names.includes(live)) {
      registry.live[area] = live;
      registry.history.push({
        area,
        action: 'release',
        version: live,
        previousVersion: null,
        actor: 'remotes.json (before the release registry)',
        at: new Date(0).toISOString(),
      });
    }
  }
  return registry;
}
