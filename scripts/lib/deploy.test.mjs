// The release tools and the release/rollback/versions commands, on fake builds in a temporary
// DEPLOY_DIR with the registry file (one machine). The same tools on PostgreSQL and a bucket are
// proven in api/src/several-machines-postgres-s3.test.ts; real builds in the e2e release journey.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { openReleases, releaseModule } from './deploy.mjs';
import { REPO_ROOT } from './paths.mjs';

let root;
let deploy;
let tools;
// Only DEPLOY_DIR: a developer's DATABASE_URL or S3_BUCKET must not send these fakes anywhere.
const env = () => {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && !name.startsWith('S3_')),
  );
  return { ...clean, DEPLOY_DIR: deploy, RELEASED_BY: 'ops@test' };
};

async function fakeDist(name, files) {
  const dir = path.join(root, name);
  for (const [rel, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), content);
  }
  return dir;
}

function script(name, ...args) {
  return spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', name), ...args], { env: env(), encoding: 'utf8' });
}

const live = async (area) => (await tools.live())[area];

before(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-deploy-test-'));
  deploy = path.join(root, 'deploy');
  await releaseModule();
  tools = await openReleases(env());
});
after(async () => {
  await tools?.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('publishing a version', () => {
  it('names it by its content: the same build is the same version, on any machine; folders never change', async () => {
    const v1Dist = await fakeDist('v1', { 'mf-manifest.json': '{"v":1}', 'static/js/a.js': 'one' });
    const v1 = await tools.publish('mf-jobs', v1Dist);
    assert.match(v1, /^[0-9a-f]{16}$/);
    const v1Folder = path.join(deploy, 'remotes', 'mf-jobs', v1);
    const before = (await fs.stat(path.join(v1Folder, 'static/js/a.js'))).mtimeMs;

    const copy = await fakeDist('v1-again', { 'mf-manifest.json': '{"v":1}', 'static/js/a.js': 'one' });
    assert.equal(await tools.publish('mf-jobs', copy), v1, 'identical content, identical id');
    const v2 = await tools.publish('mf-jobs', await fakeDist('v2', { 'mf-manifest.json': '{"v":2}', 'static/js/a.js': 'two' }));
    assert.notEqual(v2, v1);
    assert.equal(await fs.readFile(path.join(v1Folder, 'static/js/a.js'), 'utf8'), 'one');
    assert.equal((await fs.stat(path.join(v1Folder, 'static/js/a.js'))).mtimeMs, before);
    const leftovers = (await fs.readdir(path.join(deploy, 'remotes', 'mf-jobs'))).filter((n) => n.startsWith('.'));
    assert.deepEqual(leftovers, [], 'no temporary folders left behind');
    const report = (await tools.report()).find((row) => row.area === 'mf-jobs');
    assert.deepEqual(report.versions.map((row) => [row.version, row.publishedBy]), [[v1, 'ops@test'], [v2, 'ops@test']]);
  });

  it('hashes what browsers load: mf-stats.json (tooling metadata, unstable order) is left out', async () => {
    const { contentVersion } = await releaseModule();
    const a = await fakeDist('stats-a', { 'mf-manifest.json': '{}', 'mf-stats.json': '["a","b"]', 'static/x.js': 'x' });
    const b = await fakeDist('stats-b', { 'mf-manifest.json': '{}', 'mf-stats.json': '["b","a"]', 'static/x.js': 'x' });
    const c = await fakeDist('stats-c', { 'mf-manifest.json': '{}', 'mf-stats.json': '["a","b"]', 'static/x.js': 'y' });
    assert.equal(await contentVersion(a), await contentVersion(b));
    assert.notEqual(await contentVersion(a), await contentVersion(c));
  });

  it('publishes .br and .gz beside each sizeable text asset, decoding to the same bytes', async () => {
    const { contentVersion } = await releaseModule();
    const big = 'export const copy = "' + 'freelane '.repeat(400) + '";\n';
    const dist = await fakeDist('compress', { 'mf-manifest.json': '{}', 'static/js/app.js': big, 'tiny.js': 'x' });
    const version = await tools.publish('mf-jobs', dist);
    const published = path.join(deploy, 'remotes', 'mf-jobs', version);
    const gz = await fs.readFile(path.join(published, 'static/js/app.js.gz'));
    const br = await fs.readFile(path.join(published, 'static/js/app.js.br'));
    assert.equal(zlib.gunzipSync(gz).toString(), big);
    assert.equal(zlib.brotliDecompressSync(br).toString(), big);
    assert.ok(gz.length < big.length / 4);
    await assert.rejects(fs.access(path.join(published, 'tiny.js.gz')));
    // The compressed siblings are derived: they do not change the content id.
    assert.equal(await contentVersion(published), await contentVersion(dist));
  });

  it('refuses a build without its entry file, and an unknown area', async () => {
    const empty = await fakeDist('empty', { 'index.html': '' });
    await assert.rejects(tools.publish('mf-jobs', empty), /no mf-manifest.json/);
    for (const args of [['mf-nope'], ['mf-nope', '--no-build'], ['--from', empty, 'mf-nope']]) {
      const unknown = script('release.mjs', ...args);
      assert.equal(unknown.status, 1);
      assert.match(unknown.stderr, /Unknown area "mf-nope"/, args.join(' '));
    }
  });

  it("keeps every shell build's hashed files, so a tab opened before a release still loads its chunks", async () => {
    const one = await tools.release('shell', await fakeDist('shell1', { 'index.html': 'one', 'static/js/old.1.js': 'old' }));
    const two = await tools.release('shell', await fakeDist('shell2', { 'index.html': 'two', 'static/js/new.2.js': 'new' }));
    assert.equal(two.previous, one.current);
    assert.equal(await fs.readFile(path.join(deploy, 'shell', two.current, 'index.html'), 'utf8'), 'two');
    assert.deepEqual((await fs.readdir(path.join(deploy, 'shell', 'static', 'js'))).sort(), ['new.2.js', 'old.1.js']);
    assert.equal(await live('shell'), two.current);
  });
});

describe('the registry', () => {
  it('points one area at a version and keeps the others; leaves no lock or temporary file', async () => {
    const dist = await fakeDist('reg', { 'mf-manifest.json': '{"reg":1}' });
    const jobs = await tools.release('mf-jobs', dist);
    const pub = await tools.release('mf-public', dist);
    assert.equal(pub.previous, null);
    assert.deepEqual((await tools.live())['mf-jobs'], jobs.current);
    assert.deepEqual((await tools.live())['mf-public'], pub.current);
    const again = await tools.release('mf-public', dist);
    assert.deepEqual(again, { previous: pub.current, current: pub.current, changed: false }, 'the same build: nothing changes');
    const files = await fs.readdir(deploy);
    assert.deepEqual(files.filter((f) => f.endsWith('.tmp') || f.endsWith('.lock')), []);
  });

  it('reads a deploy folder from before the registry: its live remotes stay live', async () => {
    const old = path.join(root, 'old-deploy');
    await fs.mkdir(path.join(old, 'remotes', 'mf-public', '20261122-031500-3fa9c2d1'), { recursive: true });
    await fs.writeFile(path.join(old, 'remotes', 'mf-public', '20261122-031500-3fa9c2d1', 'mf-manifest.json'), '{}');
    await fs.writeFile(
      path.join(old, 'remotes.json'),
      JSON.stringify({ mf_public: { version: '20261122-031500-3fa9c2d1', entry: '/remotes/mf-public/20261122-031500-3fa9c2d1/mf-manifest.json' } }),
    );
    const legacy = await openReleases({ ...env(), DEPLOY_DIR: old });
    try {
      assert.deepEqual(await legacy.live(), { 'mf-public': '20261122-031500-3fa9c2d1' });
    } finally {
      await legacy.close();
    }
  });
});

describe('npm run rollback / versions', () => {
  it('goes back by the history, never to a version that was rolled back from', async () => {
    const area = 'mf-hiring-assistant';
    const build = (n) => fakeDist(`rb${n}`, { 'mf-manifest.json': `{"rb":${n}}` });
    const v1 = (await tools.release(area, await build(1))).current;
    const v2 = (await tools.release(area, await build(2))).current;

    const back = script('rollback.mjs', area);
    assert.equal(back.status, 0, back.stderr);
    assert.match(back.stdout, new RegExp(`${v2} → ${v1}`));
    assert.equal(await live(area), v1);

    // v2 was bad; v3 is bad too: the rollback returns to v1, the version live before v3, not v2.
    const v3 = (await tools.release(area, await build(3))).current;
    const again = script('rollback.mjs', 'mf_hiring_assistant');
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stdout, new RegExp(`${v3} → ${v1}`));
    assert.equal(await live(area), v1);

    const none = script('rollback.mjs', area);
    assert.equal(none.status, 1);
    assert.match(none.stderr, /no earlier version to roll back to/);
    assert.equal(await live(area), v1);

    const forward = script('rollback.mjs', area, v2);
    assert.equal(forward.status, 0, forward.stderr);
    assert.equal(await live(area), v2, 'an operator may name any published version');

    // A full rebuild of the code that was rolled back from does not make it live again.
    await tools.rollback(area, v1);
    assert.deepEqual(await tools.releaseBuild(area, await build(3)), { skipped: v3, live: v1 });
    assert.equal(await live(area), v1);

    const listing = script('versions.mjs', '--json');
    assert.equal(listing.status, 0, listing.stderr);
    const row = JSON.parse(listing.stdout).find((r) => r.area === area);
    assert.equal(row.live, v1);
    assert.deepEqual(row.versions.map((v) => v.version), [v1, v2, v3]);
    assert.deepEqual(
      row.history.map((event) => [event.action, event.version, event.previousVersion, event.actor]),
      [
        ['release', v1, null, 'ops@test'],
        ['release', v2, v1, 'ops@test'],
        ['rollback', v1, v2, 'ops@test'],
        ['release', v3, v1, 'ops@test'],
        ['rollback', v1, v3, 'ops@test'],
        ['rollback', v2, v1, 'ops@test'],
        ['rollback', v1, v2, 'ops@test'],
      ],
    );
    const text = script('versions.mjs');
    assert.match(text.stdout, new RegExp(`rollback +${v1} \\(was ${v2}\\) +by ops@test`));
    assert.match(text.stdout, new RegExp(`\\* ${v1} `));
    assert.match(text.stdout, new RegExp(`  ${v3} .*\\(rolled back from\\)`));
  });

  it('names the problem for an unknown version or area, or an area never released', () => {
    const missing = script('rollback.mjs', 'mf-jobs', '0000000000000000');
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /mf-jobs has no version "0000000000000000"/);
    const area = script('rollback.mjs', 'mf-nope');
    assert.equal(area.status, 1);
    assert.match(area.stderr, /Unknown area "mf-nope"/);
    const noLive = script('rollback.mjs', 'mf-accounts');
    assert.match(noLive.stderr, /mf-accounts has no live version yet/);
  });

  it('npm run release -- <area> --from <folder> publishes a build made elsewhere', async () => {
    const dist = await fakeDist('from', { 'mf-manifest.json': '{"from":"ci"}' });
    const before = await live('mf-messaging');
    const released = script('release.mjs', 'mf-messaging', '--from', dist);
    assert.equal(released.status, 0, released.stderr);
    const now = await live('mf-messaging');
    assert.match(released.stdout, new RegExp(`released mf-messaging: ${before ?? '\\(none\\)'} → ${now}`));
    const same = script('release.mjs', 'mf-messaging', '--from', dist);
    assert.match(same.stdout, /already live/);
  });
});
