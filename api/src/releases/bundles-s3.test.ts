// Released files through a bucket (moto on loopback): what one machine publishes, another fetches
// into its own DEPLOY_DIR, whole and only once the registry has recorded it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { createTestBucket, NO_S3, testS3Endpoint, type TestBucket } from '../testing/test-bucket';
import { listFiles } from './bundle-files';
import { Bundles, RELEASES_PREFIX } from './bundles';
import { FileRegistry } from './file-registry';
import { ServedReleases } from './served-releases';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const folders: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `freelane-${name}-`));
  folders.push(dir);
  return dir;
};
function build(files: Record<string, string>) {
  const dir = tempDir('build');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('released files in a bucket', { skip: testS3Endpoint ? false : NO_S3 }, () => {
  let bucket: TestBucket;
  let machineA: Bundles;
  let machineB: Bundles;
  before(async () => {
    bucket = await createTestBucket();
    const shared = { client: bucket.client, name: bucket.settings.bucket };
    machineA = new Bundles(tempDir('deploy-a'), shared);
    machineB = new Bundles(tempDir('deploy-b'), shared);
  });
  after(async () => {
    await bucket?.remove();
    folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('a version published on one machine is fetched whole by another, precompressed siblings included', async () => {
    const big = `export const text = "${'freelane '.repeat(300)}";`;
    const dist = build({ 'mf-manifest.json': '{"v":1}', 'static/js/page.js': big, 'prerender/pages.json': '{}' });
    const version = await machineA.publish('mf-jobs', dist, { toBucket: true });
    assert.ok((await bucket.keys(`${RELEASES_PREFIX}remotes/mf-jobs/${version}/`)).includes(
      `${RELEASES_PREFIX}remotes/mf-jobs/${version}/static/js/page.js.br`,
    ));
    assert.equal(await machineB.ensureLocal('mf-jobs', version), true);
    const fetched = machineB.localDir('mf-jobs', version);
    assert.deepEqual(await listFiles(fetched), await listFiles(machineA.localDir('mf-jobs', version)));
    assert.equal(readFileSync(path.join(fetched, 'static/js/page.js'), 'utf8'), big);
    assert.equal(await machineB.ensureLocal('mf-jobs', '0000000000000000'), false, 'never published');
  });

  it("keeps every shell build's hashed files in one place, fetched one by one on demand", async () => {
    await machineA.publish('shell', build({ 'index.html': 'one', 'static/js/a.1.js': 'a'.repeat(2000) }), { toBucket: true });
    await machineA.publish('shell', build({ 'index.html': 'two', 'static/js/b.2.js': 'b' }), { toBucket: true });
    for (const file of ['js/a.1.js', 'js/b.2.js']) {
      const local = await machineB.staticFile(file);
      assert.ok(local, file);
    }
    assert.ok(readFileSync(`${path.join(machineB.shellStaticDir, 'js/a.1.js')}.br`).length > 0, 'with its siblings');
    assert.equal(await machineB.staticFile('js/missing.js'), null);
    assert.equal(await machineB.staticFile('../../registry.json'), null);
  });

  it('a server fetches a version only once the registry has recorded it (never half an upload)', async () => {
    const registryDir = tempDir('registry');
    const registry = new FileRegistry(registryDir);
    const served = new ServedReleases(registry, machineB, quiet, 'every-request');
    served.start();
    const version = await machineA.publish('mf-public', build({ 'mf-manifest.json': '{"public":1}' }), { toBucket: true });
    assert.equal(await served.versionDir('mf-public', version), null, 'in the bucket, not yet recorded');
    await registry.recordVersion('mf-public', version, 'test');
    // A refusal is remembered for a minute: a new server (or the next minute) sees it.
    const fresh = new ServedReleases(registry, machineB, quiet, 'every-request');
    fresh.start();
    assert.equal(await fresh.versionDir('mf-public', version), machineB.localDir('mf-public', version));

    await registry.change('mf-public', 'test', () => ({ action: 'release', version }));
    assert.deepEqual(ServedReleases.browserRegistry(await fresh.current()), {
      mf_public: { version, entry: `/remotes/mf-public/${version}/mf-manifest.json` },
    });
  });
});
