// The deploy library and the rollback/versions commands, on fake dists in a temp DEPLOY_DIR
// (real builds are covered by the e2e release/rollback journey).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import {
  VERSION_PATTERN,
  hashDir,
  listVersions,
  publishRemote,
  publishShell,
  readRegistry,
  setLiveVersion,
} from './deploy.mjs';
import { REPO_ROOT } from './paths.mjs';

let root;
let deploy;

async function fakeDist(name, files) {
  const dir = path.join(root, name);
  for (const [rel, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), content);
  }
  return dir;
}

function script(name, ...args) {
  return spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', name), ...args], {
    env: { ...process.env, DEPLOY_DIR: deploy },
    encoding: 'utf8',
  });
}

before(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-deploy-test-'));
  deploy = path.join(root, 'deploy');
});
after(() => fs.rm(root, { recursive: true, force: true }));

describe('publishing a remote', () => {
  it('creates a new sortable version folder and leaves existing ones untouched', async () => {
    const v1Dist = await fakeDist('v1', { 'mf-manifest.json': '{"v":1}', 'static/js/a.js': 'one' });
    const v1 = await publishRemote('mf-jobs', { dir: deploy, distDir: v1Dist });
    assert.match(v1, VERSION_PATTERN);
    const v1Folder = path.join(deploy, 'remotes', 'mf-jobs', v1);
    const before = (await fs.stat(path.join(v1Folder, 'static/js/a.js'))).mtimeMs;

    const v2Dist = await fakeDist('v2', { 'mf-manifest.json': '{"v":2}', 'static/js/a.js': 'two' });
    const v2 = await publishRemote('mf-jobs', { dir: deploy, distDir: v2Dist });
    assert.notEqual(v2.slice(-8), v1.slice(-8), 'different content gives a different hash');
    assert.deepEqual(await listVersions('mf-jobs', deploy), [v1, v2].sort());
    assert.equal(await fs.readFile(path.join(v1Folder, 'static/js/a.js'), 'utf8'), 'one');
    assert.equal((await fs.stat(path.join(v1Folder, 'static/js/a.js'))).mtimeMs, before);
    const leftovers = (await fs.readdir(path.join(deploy, 'remotes', 'mf-jobs'))).filter((n) => n.startsWith('.'));
    assert.deepEqual(leftovers, [], 'no temp folders left behind');
  });

  it('publishing identical content twice still gives two distinct versions', async () => {
    const dist = await fakeDist('same', { 'mf-manifest.json': '{}' });
    const a = await publishRemote('mf-messaging', { dir: deploy, distDir: dist });
    const b = await publishRemote('mf-messaging', { dir: deploy, distDir: dist });
    assert.notEqual(a, b);
    assert.equal(a.slice(-8), b.slice(-8));
  });

  it('hashes what browsers load: mf-stats.json (tooling metadata, unstable order) is left out', async () => {
    const a = await fakeDist('stats-a', { 'mf-manifest.json': '{}', 'mf-stats.json': '["a","b"]', 'static/x.js': 'x' });
    const b = await fakeDist('stats-b', { 'mf-manifest.json': '{}', 'mf-stats.json': '["b","a"]', 'static/x.js': 'x' });
    const c = await fakeDist('stats-c', { 'mf-manifest.json': '{}', 'mf-stats.json': '["a","b"]', 'static/x.js': 'y' });
    assert.equal(await hashDir(a), await hashDir(b));
    assert.notEqual(await hashDir(a), await hashDir(c));
  });

  it('publishes .br and .gz beside each sizeable text asset, decoding to the same bytes', async () => {
    const big = 'export const copy = "' + 'freelane '.repeat(400) + '";\n';
    const dist = await fakeDist('compress', { 'mf-manifest.json': '{}', 'static/js/app.js': big, 'tiny.js': 'x' });
    const version = await publishRemote('mf-jobs', { dir: deploy, distDir: dist });
    const published = path.join(deploy, 'remotes', 'mf-jobs', version);
    const gz = await fs.readFile(path.join(published, 'static/js/app.js.gz'));
    const br = await fs.readFile(path.join(published, 'static/js/app.js.br'));
    assert.equal(zlib.gunzipSync(gz).toString(), big);
    assert.equal(zlib.brotliDecompressSync(br).toString(), big);
    assert.ok(gz.length < big.length / 4);
    await assert.rejects(fs.access(path.join(published, 'tiny.js.gz')));
    // The compressed siblings are derived: they do not change the content hash.
    assert.equal(await hashDir(published), await hashDir(dist));
  });

  it('refuses a dist without a manifest and an unknown area', async () => {
    const empty = await fakeDist('empty', { 'index.html': '' });
    await assert.rejects(publishRemote('mf-jobs', { dir: deploy, distDir: empty }), /no mf-manifest.json/);
    await assert.rejects(publishRemote('mf-nope', { dir: deploy, distDir: empty }), /unknown area "mf-nope"/);
  });
});

describe('the registry', () => {
  it('points one area at a version and keeps the other entries', async () => {
    const dist = await fakeDist('reg', { 'mf-manifest.json': '{}' });
    const jobs = await publishRemote('mf-jobs', { dir: deploy, distDir: dist });
    const pub = await publishRemote('mf-public', { dir: deploy, distDir: dist });
    await setLiveVersion('mf-jobs', jobs, deploy);
    const { previous } = await setLiveVersion('mf-public', pub, deploy);
    assert.equal(previous, null);
    const registry = await readRegistry(deploy);
    assert.deepEqual(registry.mf_jobs, { version: jobs, entry: `/remotes/mf-jobs/${jobs}/mf-manifest.json` });
    assert.deepEqual(registry.mf_public, { version: pub, entry: `/remotes/mf-public/${pub}/mf-manifest.json` });
    const files = await fs.readdir(deploy);
    assert.deepEqual(files.filter((f) => f.endsWith('.tmp') || f === '.lock'), []);
  });

  it('refuses to point at a version that was never published', async () => {
    await assert.rejects(setLiveVersion('mf-jobs', '20000101-000000-deadbeef', deploy), /no published version/);
  });
});

describe('npm run rollback / versions', () => {
  it('rolls back to the version before the live one, then explains there is none older', async () => {
    const dist = await fakeDist('rb', { 'mf-manifest.json': '{"rb":1}' });
    const first = await publishRemote('mf-hiring-assistant', { dir: deploy, distDir: dist });
    const second = await publishRemote('mf-hiring-assistant', { dir: deploy, distDir: dist });
    await setLiveVersion('mf-hiring-assistant', second, deploy);

    const back = script('rollback.mjs', 'mf-hiring-assistant');
    assert.equal(back.status, 0, back.stderr);
    assert.match(back.stdout, new RegExp(`${second} → ${first}`));
    assert.equal((await readRegistry(deploy)).mf_hiring_assistant.version, first);

    const none = script('rollback.mjs', 'mf-hiring-assistant');
    assert.equal(none.status, 1);
    assert.match(none.stderr, /no version older than the live one/);

    const forward = script('rollback.mjs', 'mf_hiring_assistant', second);
    assert.equal(forward.status, 0, forward.stderr);
    assert.equal((await readRegistry(deploy)).mf_hiring_assistant.version, second);

    const listing = script('versions.mjs', '--json');
    const row = JSON.parse(listing.stdout).find((r) => r.area === 'mf-hiring-assistant');
    assert.deepEqual(row, { area: 'mf-hiring-assistant', live: second, versions: [first, second] });
  });

  it('names the problem for an unknown version or area', () => {
    const missing = script('rollback.mjs', 'mf-jobs', '19990101-000000-00000000');
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /mf-jobs has no version "19990101-000000-00000000"/);
    const area = script('rollback.mjs', 'mf-nope');
    assert.equal(area.status, 1);
    assert.match(area.stderr, /Unknown area "mf-nope"/);
    const noLive = script('rollback.mjs', 'mf-accounts');
    assert.match(noLive.stderr, /mf-accounts has no live version yet/);
  });
});

describe('publishing the shell', () => {
  it('replaces deploy/shell as a whole', async () => {
    await publishShell({ dir: deploy, distDir: await fakeDist('shell1', { 'index.html': 'one', 'static/old.js': '' }) });
    await publishShell({ dir: deploy, distDir: await fakeDist('shell2', { 'index.html': 'two', 'static/new.js': '' }) });
    assert.equal(await fs.readFile(path.join(deploy, 'shell', 'index.html'), 'utf8'), 'two');
    assert.deepEqual(await fs.readdir(path.join(deploy, 'shell', 'static')), ['new.js']);
    assert.deepEqual((await fs.readdir(deploy)).filter((n) => n.startsWith('.shell')), []);
  });
});
