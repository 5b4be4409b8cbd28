import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { AreaFolder } from '@freelane/shared/contracts';
import { inject } from '../testing/agent';
import { writeLiveVersions, writeVersion } from '../testing/deploy-fixtures';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { PageComposer } from './frontend-page';

// A deploy folder as the release scripts write it: a shell version with its prerendered frame, and
// two published versions of mf-public, each with its own prerendered pages.
let deployDir: string;
let ctx: TestContext;

const SHELL_INDEX =
  '<!DOCTYPE html><html><head><title>Freelane</title><script defer src="/static/js/p.1.js"></script>' +
  '<script defer src="/static/js/index.2.js"></script></head><body><div id="root"></div></body></html>';
const FRAME = {
  html: '<header>Freelane</header><main><div data-freelane-outlet=""></div></main><footer>Join Our Community Today</footer>',
  css: '.ant-btn{display:inline-flex}',
  ownCss: '.fl-toggle{display:none}',
  routes: [
    { path: '/', remote: 'mf_public', module: './Home', access: 'public' },
    { path: '/blogInside/:id', remote: 'mf_public', module: './BlogDetail', access: 'public' },
    { path: '/login', remote: 'mf_accounts', module: './Login', access: 'guest' },
  ],
};

const SHELL = '5555555555555555';
const PUBLIC_V1 = 'aaaaaaaaaaaaaaaa';
const PUBLIC_V2 = 'bbbbbbbbbbbbbbbb';
const ACCOUNTS = 'cccccccccccccccc';

function publish(area: AreaFolder, version: string, pages?: Record<string, { html: string; css: string; ownCss: string }>) {
  const dir = writeVersion(deployDir, area, version, {});
  mkdirSync(path.join(dir, 'prerender'), { recursive: true });
  const manifest = {
    metaData: { remoteEntry: { name: 'static/js/entry.js', path: '' } },
    exposes: [
      { path: './Home', assets: { js: { sync: ['static/js/async/home.js'] }, css: { sync: [] } } },
      { path: './Login', assets: { js: { sync: ['static/js/async/login.js'] }, css: { sync: [] } } },
    ],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (pages) writeFileSync(path.join(dir, 'prerender', 'pages.json'), JSON.stringify(pages));
}

const setLive = (live: { 'mf-public': string; 'mf-accounts': string }) =>
  writeLiveVersions(deployDir, { shell: SHELL, ...live });

const shellDir = () => path.join(deployDir, 'shell', SHELL);
const inlineScript = (html: string) => /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';

before(async () => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'freelane-prerender-'));
  writeVersion(deployDir, 'shell', SHELL, { 'index.html': SHELL_INDEX, 'prerender/frame.json': JSON.stringify(FRAME) });
  publish('mf-public', PUBLIC_V1, {
    './Home': { html: '<h1>Do great work (v1)</h1>', css: '.ant-typography{margin:0}', ownCss: '.hero{padding:0}' },
  });
  publish('mf-public', PUBLIC_V2, {
    './Home': { html: '<h1>Do great work (v2)</h1>', css: '', ownCss: '' },
  });
  publish('mf-accounts', ACCOUNTS);
  setLive({ 'mf-public': PUBLIC_V2, 'mf-accounts': ACCOUNTS });
  ctx = await buildTestApp({ config: { deployDir } });
});
after(async () => {
  await ctx.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('prerendered pages', () => {
  it('serves a public page as the frame around the live version’s page, scripts after the first paint', async () => {
    const page = await inject(ctx, { url: '/', headers: { 'accept-encoding': 'identity' } });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.match(
      page.body,
      /<div id="root" data-prerendered=""><header>Freelane<\/header><main><h1>Do great work \(v2\)<\/h1><\/main>/,
    );
    assert.doesNotMatch(page.body, /<script defer/, 'no script may hold up the first paint');
    const loader = inlineScript(page.body);
    assert.match(
      loader,
      /"scripts":\["\/static\/js\/p\.1\.js","\/static\/js\/index\.2\.js"\]/,
      'the shell scripts, in order',
    );
    assert.match(loader, /requestAnimationFrame/);
    assert.match(
      loader,
      new RegExp(`remotes/mf-public/${PUBLIC_V2}/static/js/async/home\\.js`),
      'the page’s own code starts early',
    );
    assert.match(loader, /fetch\('\/remotes\.json'/, 'the registry is still read, in parallel');
    // antd's styles first, then the apps' own, which override them as in the browser.
    assert.match(
      page.body,
      /<style data-prerendered="">\.ant-btn\{display:inline-flex\}\.fl-toggle\{display:none\}html\.fl-member:not/,
    );
  });

  it('allows exactly its own inline loader in the content security policy', async () => {
    const page = await inject(ctx, { url: '/', headers: { 'accept-encoding': 'identity' } });
    const hash = createHash('sha256').update(inlineScript(page.body)).digest('base64');
    assert.match(
      String(page.headers['content-security-policy']),
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
  });

  it('follows a rollback of the area on the next request, without a shell rebuild', async () => {
    setLive({ 'mf-public': PUBLIC_V1, 'mf-accounts': ACCOUNTS });
    try {
      const page = await inject(ctx, { url: '/', headers: { 'accept-encoding': 'identity' } });
      assert.match(page.body, /Do great work \(v1\)/);
      assert.match(page.body, /\.ant-typography\{margin:0\}/);
    } finally {
      setLive({ 'mf-public': PUBLIC_V2, 'mf-accounts': ACCOUNTS });
    }
    assert.match((await inject(ctx, { url: '/', headers: { 'accept-encoding': 'identity' } })).body, /\(v2\)/);
  });

  it('serves other pages as the plain shell, their area fetched alongside the scripts', async () => {
    const login = await inject(ctx, { url: '/login?verified=1', headers: { 'accept-encoding': 'identity' } });
    assert.match(login.body, /<div id="root"><\/div>/);
    assert.match(login.body, /<script defer src="\/static\/js\/p\.1\.js"><\/script>/);
    assert.match(inlineScript(login.body), new RegExp(`mf-accounts/${ACCOUNTS}/static/js/async/login\\.js`));
    assert.doesNotMatch(inlineScript(login.body), /"scripts":\["/);

    // A public route whose live version has no prerendered HTML for it: the plain shell too.
    const post = await inject(ctx, { url: '/blogInside/123', headers: { 'accept-encoding': 'identity' } });
    assert.match(post.body, /<div id="root"><\/div>/);
  });

  it('sends brotli or gzip as the browser accepts, the same page either way', async () => {
    const plain = await inject(ctx, { url: '/', headers: { 'accept-encoding': 'identity' } });
    const br = await inject(ctx, { url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    const gzip = await inject(ctx, { url: '/', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
  });

  it('never reads outside the deploy folder, whatever the registry says: it keeps the last good version', async () => {
    writeLiveVersions(deployDir, { shell: '../../etc', 'mf-public': '../../../etc', 'mf-accounts': ACCOUNTS });
    try {
      const page = await inject(ctx, { url: '/', headers: { 'accept-encoding': 'identity' } });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /Do great work \(v2\)/);
      assert.equal((await inject(ctx, { url: '/remotes.json' })).json().mf_public.version, PUBLIC_V2);
    } finally {
      setLive({ 'mf-public': PUBLIC_V2, 'mf-accounts': ACCOUNTS });
    }
  });
});

describe('request-time pages (a blog post)', () => {
  const version = 'dddddddddddddddd';
  const registry = { mf_public: { version, entry: `/remotes/mf-public/${version}/mf-manifest.json` } };

  before(() => {
    publish('mf-public', version, {
      './Home': { html: '<h1>Home</h1>', css: '', ownCss: '' },
      './BlogDetail': { html: '<div aria-busy="true">skeleton</div>', css: '', ownCss: '.post{}', live: true } as never,
    });
    // The area's renderer, as its build ships it: the post with the query it ran.
    writeFileSync(
      path.join(deployDir, 'remotes', 'mf-public', version, 'prerender', 'render.cjs'),
      `exports.renderPage = async (module, url, { apiOrigin }) => {
        if (url.endsWith('/broken')) throw new Error('renderer failed');
        const id = url.split('/').pop();
        return { html: '<h1>Post ' + id + ' via ' + apiOrigin + '</h1>', css: '.ant-typography{}',
          queries: [{ endpointName: 'getBlogById', arg: id, value: { title: '</script><script>alert(1)</script>' } }] };
      };`,
    );
  });

  it('renders the post with its data, which the browser store receives as inert JSON', async () => {
    const composer = new PageComposer(path.join(deployDir, 'remotes'), () => 'http://127.0.0.1:9');
    const page = await composer.compose('/blogInside/abc', registry, shellDir());
    assert.ok(page);
    assert.match(page.html, /<main><h1>Post abc via http:\/\/127\.0\.0\.1:9<\/h1><\/main>/);
    assert.match(
      page.html,
      /\.ant-typography\{\}\.fl-toggle\{display:none\}\.post\{\}/,
      'antd, then the apps’ own CSS',
    );
    const data = /<script type="application\/json" id="fl-prerendered-queries">(.*?)<\/script>/.exec(page.html)?.[1];
    assert.ok(data, 'the queries travel with the page');
    assert.doesNotMatch(data, /<\/script>/i, 'no text in the data can close its element');
    assert.deepEqual(JSON.parse(data), [
      { endpointName: 'getBlogById', arg: 'abc', value: { title: '</script><script>alert(1)</script>' } },
    ]);
  });

  it('serves the build-time HTML when the renderer fails, or when the server cannot reach itself', async () => {
    const errors: unknown[] = [];
    const composer = new PageComposer(
      path.join(deployDir, 'remotes'),
      () => 'http://127.0.0.1:9',
      (error) => errors.push(error),
    );
    const broken = await composer.compose('/blogInside/broken', registry, shellDir());
    assert.match(broken?.html ?? '', /<main><div aria-busy="true">skeleton<\/div><\/main>/);
    assert.equal(errors.length, 1);

    const offline = new PageComposer(path.join(deployDir, 'remotes'));
    assert.match((await offline.compose('/blogInside/abc', registry, shellDir()))?.html ?? '', /skeleton/);
  });
});
