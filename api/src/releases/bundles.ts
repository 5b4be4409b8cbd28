// Where released files live. DEPLOY_DIR always holds them in this layout; with S3_BUCKET the bucket
// holds the same layout under `releases/` and DEPLOY_DIR is this machine's cache of it, filled on
// demand. Nothing published is ever changed or deleted: a version is a folder named by its content,
// and the shell's hashed files (static/) of every version stay side by side for open tabs.
//
//   shell/<version>/…            index.html, the prerendered frame, favicon, … of one shell build
//   shell/static/…               the hashed files of every shell build (their names carry their hash)
//   remotes/<area>/<version>/…   one build of an area: manifest, entry, chunks, prerendered pages
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Bucket } from '../plugins/storage';
import { isMissingObject } from '../storage/s3-client';
import type { ReleaseArea } from './areas';
import { contentVersion, listFiles, precompressDir } from './bundle-files';

export const RELEASES_PREFIX = 'releases/';
const SHELL_STATIC = 'shell/static';
const PARALLEL_TRANSFERS = 8;
/** A static file the bucket does not have either is not asked for again for this long. */
const MISSING_STATIC_TTL_MS = 60_000;

/** A version's folder relative to DEPLOY_DIR (and to the bucket's releases/ prefix). */
export function versionPath(area: ReleaseArea, version: string): string {
  return area === 'shell' ? `shell/${version}` : `remotes/${area}/${version}`;
}

/** `a/b.js` under `root`, or null for a path that would leave it. */
function inside(root: string, relative: string): string | null {
  const full = path.resolve(root, relative);
  return full.startsWith(`${root}${path.sep}`) ? full : null;
}

async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL_TRANSFERS, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function bodyBytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export class Bundles {
  readonly deployDir: string;
  private readonly syncing = new Map<string, Promise<boolean>>();
  private readonly missingStatic = new Map<string, number>();

  constructor(
    deployDir: string,
    private readonly bucket: Bucket | null,
  ) {
    this.deployDir = path.resolve(deployDir);
  }

  get hasBucket(): boolean {
    return this.bucket !== null;
  }

  localDir(area: ReleaseArea, version: string): string {
    return path.join(this.deployDir, versionPath(area, version));
  }

  get shellStaticDir(): string {
    return path.join(this.deployDir, SHELL_STATIC);
  }

  /**
   * Publishes a build as the version its content names: into DEPLOY_DIR (copied beside, then
   * renamed into place, so a half-copied version is never served) and, with `toBucket`, into the
   * bucket, every file before the caller records the version. Returns the version id.
   */
  async publish(
    area: ReleaseArea,
    distDir: string,
    { toBucket, version }: { toBucket: boolean; version?: string },
  ): Promise<string> {
    version ??= await contentVersion(distDir);
    const target = this.localDir(area, version);
    const inCache = existsSync(target);
    if (inCache && !toBucket) return version;
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.tmp-${version}-${randomBytes(4).toString('hex')}`);
    try {
      await cp(distDir, temporary, { recursive: true, errorOnExist: true, force: false });
      await precompressDir(temporary);
      if (toBucket) await this.upload(area, version, temporary);
      if (!inCache) {
        if (area === 'shell') await this.keepShellStatic(path.join(temporary, 'static'));
        await rename(temporary, target).catch((error: NodeJS.ErrnoException) => {
          // Published meanwhile by another script: same content, keep theirs.
          if (!existsSync(target)) throw error;
        });
      }
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
    return version;
  }

  /** The shell's hashed files join those of earlier builds; an existing name is never replaced. */
  private async keepShellStatic(staticDir: string): Promise<void> {
    if (!existsSync(staticDir)) return;
    for (const file of await listFiles(staticDir)) {
      const target = path.join(this.shellStaticDir, file);
      if (existsSync(target)) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(staticDir, file), target);
    }
    await rm(staticDir, { recursive: true, force: true });
  }

  private async upload(area: ReleaseArea, version: string, folder: string): Promise<void> {
    const bucket = this.bucket!;
    const files = await listFiles(folder);
    await eachLimited(files, async (file) => {
      const shared = area === 'shell' && file.startsWith('static/');
      const key = shared
        ? `${RELEASES_PREFIX}${SHELL_STATIC}/${file.slice('static/'.length)}`
        : `${RELEASES_PREFIX}${versionPath(area, version)}/${file}`;
      // A hashed name already in the bucket holds these bytes: published files are never rewritten.
      if (shared && (await this.objectExists(key))) return;
      const body = await readFile(path.join(folder, file));
      await bucket.client.send(new PutObjectCommand({ Bucket: bucket.name, Key: key, Body: body }));
    });
  }

  private async objectExists(key: string): Promise<boolean> {
    const bucket = this.bucket!;
    try {
      await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  /**
   * Makes a published version available in DEPLOY_DIR: there already, or downloaded whole from the
   * bucket into a folder beside it and renamed into place. False when neither has it.
   */
  ensureLocal(area: ReleaseArea, version: string): Promise<boolean> {
    const target = this.localDir(area, version);
    if (existsSync(target)) return Promise.resolve(true);
    if (!this.bucket) return Promise.resolve(false);
    return this.once(`${area}/${version}`, () => this.download(area, version, target));
  }

  private async download(area: ReleaseArea, version: string, target: string): Promise<boolean> {
    const bucket = this.bucket!;
    const prefix = `${RELEASES_PREFIX}${versionPath(area, version)}/`;
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await bucket.client.send(
        new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((object) => object.Key!).filter(Boolean));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    if (keys.length === 0) return false;
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.tmp-${version}-${randomBytes(4).toString('hex')}`);
    try {
      await eachLimited(keys, async (key) => {
        const file = inside(temporary, key.slice(prefix.length));
        if (!file) return;
        const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, await bodyBytes(object.Body as Readable));
      });
      await rename(temporary, target).catch((error: NodeJS.ErrnoException) => {
        if (!existsSync(target)) throw error;
      });
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
    return true;
  }

  /**
   * The shell's hashed file `relative` (under static/) in DEPLOY_DIR: there already, or fetched
   * from the bucket with its precompressed siblings. Null when neither has it.
   */
  async staticFile(relative: string): Promise<string | null> {
    const file = inside(this.shellStaticDir, relative);
    if (!file) return null;
    if (existsSync(file)) return file;
    if (!this.bucket) return null;
    const missingSince = this.missingStatic.get(relative);
    if (missingSince !== undefined && Date.now() - missingSince < MISSING_STATIC_TTL_MS) return null;
    const found = await this.once(`static/${relative}`, async () => {
      // Siblings first: once the file itself is there, its siblings are too.
      for (const suffix of ['.br', '.gz', '']) {
        const fetched = await this.fetchObject(`${RELEASES_PREFIX}${SHELL_STATIC}/${relative}${suffix}`, `${file}${suffix}`);
        if (suffix === '' && !fetched) return false;
      }
      return true;
    });
    if (!found) {
      if (this.missingStatic.size > 10_000) this.missingStatic.clear();
      this.missingStatic.set(relative, Date.now());
      return null;
    }
    return file;
  }

  private async fetchObject(key: string, file: string): Promise<boolean> {
    const bucket = this.bucket!;
    let body: Buffer;
    try {
      const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }));
      body = await bodyBytes(object.Body as Readable);
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    return true;
  }

  /** One transfer per key at a time: concurrent requests for it share it. */
  private once(key: string, work: () => Promise<boolean>): Promise<boolean> {
    let running = this.syncing.get(key);
    if (!running) {
      running = work().finally(() => this.syncing.delete(key));
      this.syncing.set(key, running);
    }
    return running;
  }
}
