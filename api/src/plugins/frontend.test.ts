import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { inject } from '../testing/agent';
import { writeLiveVersions, writeVersion } from '../testing/deploy-fixtures';
import { buildTestApp, type TestContext } from '../testing/test-app';

let deployDir: string;
let ctx: TestContext;
let bare: TestContext;

const PUBLIC_V1 = '0123456789abcdef';
const PUBLIC_V2 = 'fedcba9876543210';
const SHELL_V1 = '1111111111111111';
const SHELL_V2 = '2222222222222222';

before(async () => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'freelane-deploy-'));
  for (const version of [PUBLIC_V1, PUBLIC_V2]) {
    writeVersion(deployDir, 'mf-public', version, {
      'mf-manifest.json': `{"id":"mf_public","v":"${version}"}`,
      'prerender/pages.json': '{}',
    });
  }
  writeVersion(deployDir, 'shell', SHELL_V1, { 'index.html': '<!doctype html><title>shell one</title>', 'favicon.svg': '<svg/>' });
  writeVersion(deployDir, 'shell', SHELL_V2, { 'index.html': '<!doctype html><title>shell two</title>' });
  // The hashed files of every shell build, side by side (releases/bundles.ts).
  writeVersion(deployDir, 'shell', 'static', {
    'js/main.1234.js': 'console.log(1)',
    'js/main.1234.js.br': brotliCompressSync('console.log(1)'),
    'js/main.5678.js': 'console.log(2)',
  });
  ctx = await buildTestApp({ config: { deployDir } });
  bare = await buildTestApp({ config: { deployDir: path.join(deployDir, 'missing') } });
});
after(async () => {
  await ctx.close();
  await bare.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('front-end serving', () => {
  it('reads the release registry on every request, never cached, {} when nothing is released', async () => {
    const missing = await inject(ctx, { url: '/remotes.json' });
    assert.equal(missing.statusCode, 200);
    assert.deepEqual(missing.json(), {});
    assert.equal(missing.headers['cache-control'], 'no-store');

    writeLiveVersions(deployDir, { shell: SHELL_V1, 'mf-public': PUBLIC_V1 });
    assert.deepEqual((await inject(ctx, { url: '/remotes.json' })).json(), {
      mf_public: { version: PUBLIC_V1, entry: `/remotes/mf-public/${PUBLIC_V1}/mf-manifest.json` },
    });

    writeLiveVersions(deployDir, { shell: SHELL_V1, 'mf-public': PUBLIC_V2 });
    assert.deepEqual(
      (await inject(ctx, { url: '/remotes.json' })).json(),
      { mf_public: { version: PUBLIC_V2, entry: `/remotes/mf-public/${PUBLIC_V2}/mf-manifest.json` } },
      'a release is live at once',
    );
    // /metrics names what is served, in the labels of the browsers' load-failure reports.
    const metrics = (await inject(ctx, { url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    const live = metrics.split('\n').filter((line) => line.startsWith('freelane_release_live_info{'));
    assert.deepEqual(live.sort(), [
      `freelane_release_live_info{area="mf_public",version="${PUBLIC_V2}"} 1`,
      `freelane_release_live_info{area="shell",version="${SHELL_V1}"} 1`,
    ]);
  });

  it('serves every published remote version as immutable, and nothing else', async () => {
    for (const version of [PUBLIC_V1, PUBLIC_V2]) {
      const response = await inject(ctx, { url: `/remotes/mf-public/${version}/mf-manifest.json` });
      assert.equal(response.statusCode, 200, 'an older version stays for open tabs');
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(response.body, new RegExp(version));
    }
    for (const url of [
      '/remotes/mf-public/nope/mf-manifest.json',
      '/remotes/mf-public/aaaaaaaaaaaaaaaa/mf-manifest.json',
      `/remotes/mf_public/${PUBLIC_V1}/mf-manifest.json`,
      `/remotes/mf-public/${PUBLIC_V1}/prerender/pages.json`,
      `/remotes/shell/${SHELL_V1}/index.html`,
    ]) {
      assert.equal((await inject(ctx, { url })).statusCode, 404, url);
    }
  });

  it('serves the hashed shell assets of every shell build as immutable, and every page as the live shell', async () => {
    writeLiveVersions(deployDir, { shell: SHELL_V2, 'mf-public': PUBLIC_V2 });
    for (const url of ['/static/js/main.1234.js', '/static/js/main.5678.js']) {
      const asset = await inject(ctx, { url });
      assert.equal(asset.statusCode, 200, url);
      assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/blog', '/blogInside/123', '/login?verified=1', '/adminPanel']) {
      const page = await inject(ctx, { url });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /<title>shell two<\/title>/, url);
      assert.equal(page.headers['cache-control'], 'no-store', url);
      assert.match(String(page.headers['content-type']), /text\/html/);
    }
    assert.equal((await inject(ctx, { url: '/static/js/missing.js' })).statusCode, 404);
    assert.equal((await inject(ctx, { url: '/static/../registry.json' })).statusCode, 404);
    const api = await inject(ctx, { url: '/api/v1/unknown' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().success, false);
  });

  it("serves the live shell's own files (revalidated) and follows a shell rollback at once", async () => {
    writeLiveVersions(deployDir, { shell: SHELL_V1, 'mf-public': PUBLIC_V2 });
    const favicon = await inject(ctx, { url: '/favicon.svg' });
    assert.equal(favicon.statusCode, 200);
    assert.equal(favicon.headers['cache-control'], 'no-cache');
    assert.match((await inject(ctx, { url: '/' })).body, /shell one/);
    writeLiveVersions(deployDir, { shell: SHELL_V2, 'mf-public': PUBLIC_V2 });
    assert.equal((await inject(ctx, { url: '/favicon.svg' })).statusCode, 404, 'the second shell build has none');
    assert.match((await inject(ctx, { url: '/' })).body, /shell two/);
  });

  it('serves the precompressed sibling to browsers that accept it, the plain file to others', async () => {
    const url = '/static/js/main.1234.js';
    const compressed = await inject(ctx, { url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(compressed.statusCode, 200);
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(compressed.rawPayload).toString(), 'console.log(1)');
    const plain = await inject(ctx, { url, headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, 'console.log(1)');
  });

  it('explains how to build when the shell is missing', async () => {
    const page = await inject(bare, { url: '/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /npm run build/);
    assert.deepEqual((await inject(bare, { url: '/remotes.json' })).json(), {});
  });
});
