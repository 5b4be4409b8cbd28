// `npm run package` (issue 33): the package is made, unpacked into a temporary folder far from this
// repository's node_modules, started with `node server.js` and a clean environment, and answers a
// page, the public config and a sign-in; then SIGTERM stops it. The front end is built once: into
// E2E_DEPLOY_DIR when it is set (CI sets it, so the browser tests reuse that build), or into a
// temporary folder.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openReleases, releaseModule } from './deploy.mjs';
import { productionDependencies } from './package.mjs';
import { REPO_ROOT } from './paths.mjs';
import { freePort, waitForHealth } from './server.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** The environment without anything that would send the test's releases to a real registry or bucket. */
const localEnv = (extra) => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && !name.startsWith('S3_')),
  ),
  ...extra,
});

describe('the production dependencies a package carries', () => {
  it("are the API's dependencies and theirs, as installed, with the native binary for this platform and no build tool", () => {
    const folders = productionDependencies();
    const names = new Set(folders.map((folder) => folder.split('node_modules/').pop()));
    for (const name of Object.keys(readJson(path.join(REPO_ROOT, 'api', 'package.json')).dependencies)) {
      if (!name.startsWith('@freelane/')) assert.ok(names.has(name), `${name} is carried`);
    }
    assert.ok(
      names.has(`@node-rs/argon2-${process.platform}-${process.arch}-gnu`) ||
        names.has(`@node-rs/argon2-${process.platform}-${process.arch}-musl`) ||
        names.has(`@node-rs/argon2-${process.platform}-${process.arch}`),
      'the argon2 binary of this platform',
    );
    for (const tool of [
      'esbuild',
      '@rsbuild/core',
      '@rspack/core',
      'typescript',
      'tsx',
      'jest',
      'drizzle-kit',
      '@freelane/shared',
    ]) {
      assert.ok(!names.has(tool), `${tool} is not carried`);
    }
    // Nested copies keep their place: the API's own drizzle-orm is api/node_modules/drizzle-orm.
    assert.ok(folders.includes(path.join('api', 'node_modules', 'drizzle-orm')));
  });
});

describe("a package's front end released elsewhere (node server.js's start and release)", () => {
  let root;
  let tools;
  before(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-release-from-'));
  });
  after(async () => {
    await tools?.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('publishes each packaged version under its own id, the shell with its hashed files, and makes it live unless it was rolled back from', async () => {
    const releases = await releaseModule();
    const open = (dir) =>
      releases.openReleaseTools(releases.loadReleaseConfig(localEnv({ DEPLOY_DIR: dir }), root), 'ops@test');
    const dist = async (name, files) => {
      const dir = path.join(root, name);
      for (const [file, content] of Object.entries(files)) {
        await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await fs.writeFile(path.join(dir, file), content);
      }
      return dir;
    };
    // The package's deploy folder, as `npm run package` writes it.
    const packaged = await open(path.join(root, 'packaged'));
    const shell = (
      await packaged.release(
        'shell',
        await dist('shell-1', { 'index.html': '<!doctype html>one', 'static/js/main.1a2b.js': 'main()' }),
      )
    ).current;
    const remote = (await packaged.release('mf-public', await dist('public-1', { 'mf-manifest.json': '{"v":1}' })))
      .current;
    await packaged.close();

    tools = await open(path.join(root, 'machine'));
    const older = (await tools.release('mf-public', await dist('public-0', { 'mf-manifest.json': '{"v":0}' }))).current;
    const outcome = await tools.releaseFrom('shell', shell, path.join(root, 'packaged'));
    assert.deepEqual(outcome, { previous: null, current: shell, changed: true });
    assert.deepEqual(await tools.releaseFrom('mf-public', remote, path.join(root, 'packaged')), {
      previous: older,
      current: remote,
      changed: true,
    });
    assert.deepEqual(await tools.live(), { shell, 'mf-public': remote });
    const machine = path.join(root, 'machine');
    assert.equal(await fs.readFile(path.join(machine, 'shell', shell, 'index.html'), 'utf8'), '<!doctype html>one');
    assert.equal(await fs.readFile(path.join(machine, 'shell', 'static', 'js', 'main.1a2b.js'), 'utf8'), 'main()');
    assert.equal(
      await fs.readFile(path.join(machine, 'remotes', 'mf-public', remote, 'mf-manifest.json'), 'utf8'),
      '{"v":1}',
    );

    // The operator rolls the packaged version back: releasing the package again does not undo that.
    await tools.rollback('mf-public');
    assert.deepEqual(await tools.releaseFrom('mf-public', remote, path.join(root, 'packaged')), {
      skipped: remote,
      live: older,
    });
    assert.equal((await tools.live())['mf-public'], older);
  });
});

/** Stops a detached child's whole group; resolves with its exit code. */
async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
  return exited;
}

describe('npm run package', () => {
  let work;
  let server;
  before(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-package-test-'));
  });
  after(async () => {
    if (server) await stop(server, 'SIGKILL');
    await fs.rm(work, { recursive: true, force: true });
  });

  it('writes one .tgz that, unpacked, serves the site with `node server.js` and Node.js alone', async (t) => {
    const timings = {};
    const timed = async (what, work_) => {
      const started = Date.now();
      const result = await work_();
      timings[what] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      return result;
    };
    const deployDir = process.env.E2E_DEPLOY_DIR ? path.resolve(process.env.E2E_DEPLOY_DIR) : path.join(work, 'deploy');
    const reused = existsSync(path.join(deployDir, 'registry.json'));
    const file = path.join(work, 'out', 'freelane.tgz');
    const made = await timed(reused ? 'package' : 'build and package', async () =>
      spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'package.mjs'), file], {
        cwd: REPO_ROOT,
        env: localEnv({ DEPLOY_DIR: deployDir }),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    assert.equal(made.status, 0, `npm run package failed:\n${made.stdout.slice(-3000)}\n${made.stderr.slice(-3000)}`);
    assert.ok(existsSync(file));

    const unpacked = path.join(work, 'unpacked');
    await fs.mkdir(unpacked);
    await timed('unpack', async () => {
      const tar = spawnSync('tar', ['-xzf', file, '-C', unpacked], { encoding: 'utf8' });
      assert.equal(tar.status, 0, tar.stderr);
    });
    const [top, ...others] = readdirSync(unpacked);
    assert.deepEqual(others, [], 'one top folder');
    const dir = path.join(unpacked, top);
    // Nothing above the unpacked folder can lend it a package (Node looks up every parent's node_modules).
    for (let parent = unpacked; parent !== path.dirname(parent); parent = path.dirname(parent)) {
      assert.ok(!existsSync(path.join(parent, 'node_modules')), `${parent}/node_modules would be searched`);
    }

    const manifest = readJson(path.join(dir, 'package.json'));
    assert.equal(manifest.type, 'module');
    const tools = await openReleases(localEnv({ DEPLOY_DIR: deployDir }));
    const sourceLive = await tools.live();
    await tools.close();
    assert.deepEqual(manifest.freelane.live, sourceLive, 'the versions live where it was made');
    assert.deepEqual(
      readJson(path.join(dir, 'deploy', 'registry.json')).live,
      sourceLive,
      'and live in its own registry',
    );
    for (const file_ of [
      'server.js',
      'api/dist/server.js',
      'api/dist/pglite-worker.js',
      'api/dist/releases.js',
      'api/package.json',
      '.env.example',
      'freelane.service',
    ]) {
      assert.ok(existsSync(path.join(dir, file_)), file_);
    }
    assert.ok(
      readdirSync(path.join(dir, 'api', 'drizzle')).some((name) => name.endsWith('.sql')),
      'the migrations',
    );
    assert.ok(
      existsSync(path.join(dir, 'node_modules', '@electric-sql', 'pglite', 'dist', 'pglite.wasm')),
      "PGlite's WebAssembly",
    );
    for (const tool of ['esbuild', '@rsbuild', '@rspack', 'typescript', 'tsx', 'jest', 'drizzle-kit']) {
      assert.ok(!existsSync(path.join(dir, 'node_modules', tool)), `no ${tool}`);
    }

    // A clean environment: no NODE_OPTIONS, NODE_PATH or anything else of this shell.
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['server.js'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: work,
        PORT: String(port),
        DATA_DIR: path.join(work, 'data'),
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let log = '';
    server.stdout.on('data', (chunk) => (log += chunk));
    server.stderr.on('data', (chunk) => (log += chunk));
    await timed('start', async () => {
      try {
        await waitForHealth(baseUrl, { child: server, timeoutMs: 180_000 });
      } catch (error) {
        assert.fail(`${error.message}\n${log.slice(-4000)}`);
      }
    });

    const page = await fetch(`${baseUrl}/`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /^text\/html/);
    const html = await page.text();
    assert.ok(html.includes(sourceLive['mf-public']), 'the page names the live mf-public version');
    const config = await (await fetch(`${baseUrl}/api/v1/public/config`)).json();
    assert.equal(config.success, true);

    // A sign-in, as a browser does it: the anti-forgery cookie first, then the login, then the profile.
    const health = await fetch(`${baseUrl}/api/v1/health`);
    const xsrf = health.headers
      .getSetCookie()
      .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
      .find(Boolean);
    assert.ok(xsrf, 'an XSRF-TOKEN cookie');
    const login = await fetch(`${baseUrl}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ email: 'client@freelane.test', password: 'Client#Freelane2026' }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    assert.equal((await login.json()).user.role, 'client');
    const session = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const profile = await (await fetch(`${baseUrl}/api/v1/user/profile`, { headers: { cookie: session } })).json();
    assert.equal(profile.user.email, 'client@freelane.test');

    const code = await timed('stop', () => stop(server));
    assert.equal(code, 0, `SIGTERM ends it cleanly:\n${log.slice(-2000)}`);
    server = undefined;

    // `node server.js migrate`: the migrations alone, on a database of its own (npm run migrate's
    // program, api/dist/migrate.js, comes with the upgrades work; before it, the server migrates at start).
    if (existsSync(path.join(dir, 'api', 'dist', 'migrate.js'))) {
      const migrate = spawnSync(process.execPath, ['server.js', 'migrate'], {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: work, DATA_DIR: path.join(work, 'data-migrate') },
        encoding: 'utf8',
      });
      assert.equal(migrate.status, 0, `${migrate.stdout}\n${migrate.stderr}`);
    } else {
      t.diagnostic('node server.js migrate not run: this build has no api/dist/migrate.js');
    }
    t.diagnostic(
      `${reused ? `reused ${deployDir}` : `built the front end into ${deployDir}`}; ${Object.entries(timings)
        .map(([what, took]) => `${what} ${took}`)
        .join(', ')}`,
    );
  });
});
