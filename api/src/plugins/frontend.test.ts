import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { inject } from '../testing/agent';
import { buildTestApp, type TestContext } from '../testing/test-app';

let deployDir: string;
let ctx: TestContext;
let bare: TestContext;

before(async () => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'freelane-deploy-'));
  const remote = path.join(deployDir, 'remotes', 'mf-public', '20260101-000000-abcdef12');
  mkdirSync(path.join(remote, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(remote, 'mf-manifest.json'), '{"id":"mf_public"}');
  mkdirSync(path.join(deployDir, 'shell', 'static', 'js'), { recursive: true });
  writeFileSync(path.join(deployDir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(deployDir, 'shell', 'static', 'js', 'main.1234.js'), 'console.log(1)');
  writeFileSync(path.join(deployDir, 'shell', 'static', 'js', 'main.1234.js.br'), brotliCompressSync('console.log(1)'));
  ctx = await buildTestApp({ config: { deployDir } });
  bare = await buildTestApp({ config: { deployDir: path.join(deployDir, 'missing') } });
});
after(async () => {
  await ctx.close();
  await bare.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('front-end serving', () => {
  it('reads remotes.json on every request, never cached, {} when missing', async () => {
    const missing = await inject(ctx, { url: '/remotes.json' });
    assert.equal(missing.statusCode, 200);
    assert.deepEqual(missing.json(), {});
    assert.equal(missing.headers['cache-control'], 'no-store');

    const registry = { mf_public: { version: 'v1', entry: '/remotes/mf-public/v1/mf-manifest.json' } };
    writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(registry));
    assert.deepEqual((await inject(ctx, { url: '/remotes.json' })).json(), registry);

    const next = { mf_public: { version: 'v2', entry: '/remotes/mf-public/v2/mf-manifest.json' } };
    writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(next));
    assert.deepEqual((await inject(ctx, { url: '/remotes.json' })).json(), next, 'a release is live at once');
  });

  it('serves versioned remote files as immutable', async () => {
    const response = await inject(ctx, { url: '/remotes/mf-public/20260101-000000-abcdef12/mf-manifest.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await inject(ctx, { url: '/remotes/mf-public/nope/mf-manifest.json' })).statusCode, 404);
  });

  it('serves hashed shell assets as immutable and every page as the shell, never stored', async () => {
    const asset = await inject(ctx, { url: '/static/js/main.1234.js' });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');

    for (const url of ['/', '/blog', '/blogInside/123', '/login?verified=1', '/adminPanel']) {
      const page = await inject(ctx, { url });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /<title>shell<\/title>/, url);
      assert.equal(page.headers['cache-control'], 'no-store', url);
      assert.match(String(page.headers['content-type']), /text\/html/);
    }
    assert.equal((await inject(ctx, { url: '/static/js/missing.js' })).statusCode, 404);
    const api = await inject(ctx, { url: '/api/v1/unknown' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().success, false);
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
