// A package's front end on several machines (moto on loopback): the first packaged server to start
// on an empty registry publishes the package's versions to the bucket too (ReleaseTools.releaseFrom),
// so another machine, with nothing of its own in DEPLOY_DIR, fetches and serves them.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestBucket, NO_S3, testS3Endpoint, type TestBucket } from '../testing/test-bucket';
import { Bundles, RELEASES_PREFIX } from './bundles';
import { FileRegistry } from './file-registry';
import { ReleaseTools } from './release-tools';

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

describe("a package's front end released to a bucket", { skip: testS3Endpoint ? false : NO_S3 }, () => {
  let bucket: TestBucket;
  before(async () => {
    bucket = await createTestBucket();
  });
  after(async () => {
    await bucket?.remove();
    folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('publishes the shell with its hashed files and each area, so a machine with an empty DEPLOY_DIR serves them', async () => {
    // The package's deploy/, as npm run package lays it out.
    const packagedDir = tempDir('packaged');
    const packaged = new Bundles(packagedDir, null);
    const shell = await packaged.publish(
      'shell',
      build({ 'index.html': '<!doctype html>shell', 'static/js/main.5e6f.js': 'main()' }),
      { toBucket: false },
    );
    const jobs = await packaged.publish('mf-jobs', build({ 'mf-manifest.json': '{"jobs":1}' }), { toBucket: false });

    const shared = { client: bucket.client, name: bucket.settings.bucket };
    const machineA = tempDir('deploy-a');
    const registry = new FileRegistry(machineA);
    const tools = new ReleaseTools(registry, new Bundles(machineA, shared), 'ops@test', () => registry.close());
    try {
      assert.deepEqual(await tools.releaseFrom('shell', shell, packagedDir), {
        previous: null,
        current: shell,
        changed: true,
      });
      assert.deepEqual(await tools.releaseFrom('mf-jobs', jobs, packagedDir), {
        previous: null,
        current: jobs,
        changed: true,
      });
    } finally {
      await tools.close();
    }
    const keys = await bucket.keys(RELEASES_PREFIX);
    for (const key of [
      `shell/${shell}/index.html`,
      'shell/static/js/main.5e6f.js',
      `remotes/mf-jobs/${jobs}/mf-manifest.json`,
    ]) {
      assert.ok(keys.includes(`${RELEASES_PREFIX}${key}`), `${key} is in the bucket`);
    }

    const machineB = new Bundles(tempDir('deploy-b'), shared);
    assert.equal(await machineB.ensureLocal('mf-jobs', jobs), true);
    assert.equal(readFileSync(path.join(machineB.localDir('mf-jobs', jobs), 'mf-manifest.json'), 'utf8'), '{"jobs":1}');
    assert.equal(await machineB.ensureLocal('shell', shell), true);
    const main = await machineB.staticFile('js/main.5e6f.js');
    assert.ok(main, "the shell's hashed file is fetched on demand");
    assert.equal(readFileSync(main, 'utf8'), 'main()');
  });
});
