import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it, mock } from 'node:test';
import type { AreaFolder } from '@freelane/shared/contracts';
import { frameRouteOf, ROUTE_TABLE } from '@freelane/shared/pages';
import { inject } from '../testing/agent';
import { writeLiveVersions, writeVersion } from '../testing/deploy-fixtures';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { PageComposer, type ComposedPage, type StreamedPage } from '../frontend/page-composer';
import { PAGE_LOADING_HTML } from '../frontend/page-html';
import { LIVE_RENDER_LIMIT_MS } from '../frontend/renderers';

// A deploy folder as the release scripts write it: a shell version with its prerendered frame, and
// two published versions of mf-public, each with its own prerendered pages.
let deployDir: string;
let ctx: TestContext;

const SHELL_INDEX =
  '<!DOCTYPE html><html><head><title>Freelane</title><script defer src="/static/js/p.1.js"></script>' +
  '<script defer src="/static/js/index.2.js"></script></head><body><div id="root"></div></body></html>';
const FRAME = {
  html: '<header>Freelane</header><main><div data-freelane-outlet=""></div></main><footer>Join Our Community Today</footer>',
  // Tag selectors: the frame's markup has no classes, and a page keeps only the rules its markup uses.
  css: 'header{display:flex}',
  ownCss: 'footer{display:none}.fl-page-loading{display:grid}',
  // Every route, with its shared-link tags, as the shell's build writes them.
  routes: ROUTE_TABLE.map(frameRouteOf),
};

const SHELL = '5555555555555555';
const PUBLIC_V1 = 'aaaaaaaaaaaaaaaa';
const PUBLIC_V2 = 'bbbbbbbbbbbbbbbb';
const ACCOUNTS = 'cccccccccccccccc';

function publish(
  area: AreaFolder,
  version: string,
  pages?: Record<string, { html: string; css: string; ownCss: string }>,
) {
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

/** A shell version's folder; each shell below is its own version, as released (a version never changes). */
const shellDir = (version = SHELL) => path.join(deployDir, 'shell', version);

/** The whole HTML of a composed page, a streamed one (a signed-in person's) with its body once rendered. */
async function htmlOf(page: ComposedPage | StreamedPage | null): Promise<string> {
  if (!page) return '';
  return page.kind === 'streamed' ? `${page.head}${await page.body}` : page.html;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const inlineScript = (html: string) => /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';

/** The live registry the page carries for the shell (`fl-registry`), parsed; null when it has none. */
function inPageRegistry(html: string): unknown {
  const text = /<script type="application\/json" id="fl-registry">(.*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? null : JSON.parse(text);
}

before(async () => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'freelane-prerender-'));
  writeVersion(deployDir, 'shell', SHELL, { 'index.html': SHELL_INDEX, 'prerender/frame.json': JSON.stringify(FRAME) });
  publish('mf-public', PUBLIC_V1, {
    './Home': { html: '<h1>Do great work (v1)</h1>', css: 'h1{margin:0}', ownCss: 'main{padding:0}' },
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
    assert.match(loader, /s=\["\/static\/js\/p\.1\.js","\/static\/js\/index\.2\.js"\]/, 'the shell scripts, in order');
    assert.match(loader, /requestAnimationFrame/);
    assert.match(
      loader,
      new RegExp(`p=\\[.*\\["/remotes/mf-public/${PUBLIC_V2}/static/js/async/home\\.js","script"\\]`),
      'the page’s own code starts with the shell’s',
    );
    // Before the HTML painted only the start-up's first files are asked for, at low priority (issue
    // 39): this version has no preload map, so its manifest alone; the page's code comes after.
    assert.deepEqual(page.body.slice(0, page.body.indexOf('</head>')).match(/<link rel="preload"[^>]*>/g), [
      `<link rel="preload" as="fetch" href="/remotes/mf-public/${PUBLIC_V2}/mf-manifest.json" crossorigin="anonymous" fetchpriority="low">`,
    ]);
    assert.equal(
      page.headers.link,
      `</remotes/mf-public/${PUBLIC_V2}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low`,
      'the response’s headers ask for the same first files, before the HTML is parsed',
    );
    assert.doesNotMatch(loader, /mf-manifest\.json/, 'a file asked for from <head> is not asked for again');
    assert.doesNotMatch(loader, /remotes\.json/, 'the page asks for no registry: it brings it');
    const served = (await inject(ctx, { url: '/remotes.json' })).json();
    assert.equal(served.mf_public.version, PUBLIC_V2);
    assert.deepEqual(inPageRegistry(page.body), served, 'the page carries the live registry');
    // antd's styles first, then the apps' own, which override them as in the browser.
    assert.match(page.body, /<style data-prerendered="">header\{display:flex\}footer\{display:none\}<\/style>/);
    assert.match(
      page.body,
      /<script type="application\/json" id="fl-session">\{"user":null\}<\/script>/,
      'the page says nobody is signed in: the app asks nobody',
    );
  });

  it('carries the public config as the API answers it, so no page asks for it (issue 39)', async () => {
    const { success, ...config } = (await inject(ctx, { url: '/api/v1/public/config' })).json();
    assert.equal(success, true);
    for (const url of ['/', '/login', '/blogInside/123']) {
      const page = await inject(ctx, { url, headers: { 'accept-encoding': 'identity' } });
      const queries = JSON.parse(/id="fl-prerendered-queries">(.*?)<\/script>/.exec(page.body)?.[1] ?? '[]');
      assert.deepEqual(
        queries.filter((entry: { endpointName: string }) => entry.endpointName === 'getPublicConfig'),
        [{ endpointName: 'getPublicConfig', value: config }],
        url,
      );
    }
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
      assert.match(page.body, /h1\{margin:0\}footer\{display:none\}main\{padding:0\}/);
      assert.deepEqual(
        (inPageRegistry(page.body) as Record<string, { version: string }>).mf_public?.version,
        PUBLIC_V1,
        'the registry in the page is the rolled-back one',
      );
    } finally {
      setLive({ 'mf-public': PUBLIC_V2, 'mf-accounts': ACCOUNTS });
    }
    assert.match((await inject(ctx, { url: '/', headers: { 'accept-encoding': 'identity' } })).body, /\(v2\)/);
  });

  it('serves a visitor’s page without built HTML as the frame around the loading state, painted before any script (issue 39)', async () => {
    const login = await inject(ctx, { url: '/login?verified=1', headers: { 'accept-encoding': 'identity' } });
    assert.match(
      login.body,
      /<div id="root" data-prerendered=""><header>Freelane<\/header><main><div role="status" aria-live="polite" class="fl-page-loading">/,
      'the frame paints at once (/login painted nothing until its script ran)',
    );
    assert.doesNotMatch(login.body, /<script defer/, 'no script may hold up the first paint');
    assert.match(inlineScript(login.body), /s=\["\/static\/js\/p\.1\.js","\/static\/js\/index\.2\.js"\]/);
    assert.match(
      login.body,
      /<style data-prerendered="">header\{display:flex\}footer\{display:none\}\.fl-page-loading\{display:grid\}<\/style>/,
      'the loading state’s rule stays with the frame’s (a page without it has none: the first test)',
    );
    assert.match(
      inlineScript(login.body),
      new RegExp(`\\["/remotes/mf-accounts/${ACCOUNTS}/static/js/async/login\\.js","script"\\]`),
    );
    assert.deepEqual(
      inPageRegistry(login.body),
      (await inject(ctx, { url: '/remotes.json' })).json(),
      'the page carries the live registry too',
    );

    // A public route whose live version has no prerendered HTML for it: the frame too.
    const post = await inject(ctx, { url: '/blogInside/123', headers: { 'accept-encoding': 'identity' } });
    assert.match(post.body, /<div id="root" data-prerendered=""><header>Freelane<\/header><main><div role="status"/);
  });

  it('serves a visitor the guest page’s own built HTML (its form), a signed-in person not (issue 39)', async () => {
    const version = 'ffffffffffffffff';
    const registry = { mf_accounts: { version, entry: `/remotes/mf-accounts/${version}/mf-manifest.json` } };
    publish('mf-accounts', version, {
      './Login': {
        html: '<form><button disabled="" type="submit">Login</button></form>',
        css: '',
        ownCss: 'form{margin:0}',
      },
    });
    const composer = new PageComposer(path.join(deployDir, 'remotes'), () => null);
    const visitor = await htmlOf(await composer.compose('/login', registry, shellDir()));
    assert.match(
      visitor,
      /<div id="root" data-prerendered=""><header>Freelane<\/header><main><form><button disabled="" type="submit">Login<\/button><\/form><\/main>/,
      'the form paints from the HTML, not a spinner',
    );
    assert.match(visitor, /form\{margin:0\}/, 'with the area’s own styles');
    const member = await htmlOf(await composer.compose('/login', registry, shellDir(), { user: { _id: 'a1' } }));
    assert.doesNotMatch(member, /<button disabled="" type="submit">Login/, 'a signed-in person is sent on by the app');
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
      assert.equal(
        (inPageRegistry(page.body) as Record<string, { version: string }>).mf_public?.version,
        PUBLIC_V2,
        'the page carries the registry it was composed with',
      );
    } finally {
      setLive({ 'mf-public': PUBLIC_V2, 'mf-accounts': ACCOUNTS });
    }
  });
});

describe('shared-link tags (issue 36)', () => {
  /** The content of the one meta tag named so (`name` or `property`), or null. */
  const metaOf = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

  it('are in the HTML as served of every page a visitor may open: title, description, Open Graph, Twitter card', async () => {
    // Every row a visitor may open, so a new public page is covered (and must say what it is).
    const visitorRows = ROUTE_TABLE.filter((row) => row.access === 'public' || row.access === 'guest');
    assert.ok(visitorRows.length >= 15);
    for (const row of visitorRows) {
      const meta = 'meta' in row ? row.meta : undefined;
      assert.ok(meta, `${row.path} has no shared-link tags in the route table`);
      const pathname = row.path.replace(/:[^/]+/g, 'x1');
      const page = await inject(ctx, { url: pathname, headers: { 'accept-encoding': 'identity' } });
      const html = page.body;
      assert.equal(page.statusCode, 200, row.path);
      assert.equal(html.match(/<title>/g)?.length, 1, `${row.path}: one title`);
      assert.match(html, new RegExp(`<title>${escapeRegExp(escapeHtml(meta.title))}</title>`), row.path);
      assert.equal(metaOf(html, 'description'), escapeHtml(meta.description), `${row.path}: description`);
      assert.ok(
        meta.description.length >= 50 && meta.description.length <= 160,
        `${row.path}: a description of 50–160 characters`,
      );
      assert.equal(metaOf(html, 'og:title'), escapeHtml(meta.title), row.path);
      assert.equal(metaOf(html, 'og:description'), escapeHtml(meta.description), row.path);
      assert.equal(metaOf(html, 'og:type'), 'website', row.path);
      assert.equal(metaOf(html, 'og:site_name'), 'Freelane', row.path);
      assert.equal(metaOf(html, 'og:url'), `${ctx.app.config.publicUrl}${pathname}`, row.path);
      assert.equal(metaOf(html, 'twitter:card'), 'summary', row.path);
      assert.equal(metaOf(html, 'twitter:title'), escapeHtml(meta.title), row.path);
      assert.equal(metaOf(html, 'twitter:description'), escapeHtml(meta.description), row.path);
    }
    const titles = visitorRows.map((row) => ('meta' in row ? row.meta.title : ''));
    assert.equal(new Set(titles).size, titles.length, 'no two pages share a title');
  });

  it('come from the page’s data when its renderer gives them (escaped), with its 404 when the data is not there', async () => {
    const version = 'eeeeeeeeeeeeeeee';
    const registry = { mf_public: { version, entry: `/remotes/mf-public/${version}/mf-manifest.json` } };
    publish('mf-public', version, {
      './BlogDetail': { html: '<div aria-busy="true">skeleton</div>', css: '', ownCss: '', live: true } as never,
    });
    writeFileSync(
      path.join(deployDir, 'remotes', 'mf-public', version, 'prerender', 'render.cjs'),
      `exports.renderPage = async (module, url) => url.endsWith('/gone')
        ? { html: '<h1>Not found</h1>', css: '', queries: [], status: 404,
            meta: { title: 'Post not found | Freelane', description: 'No such post.' } }
        : { html: '<h1>Post</h1>', css: '', queries: [],
            meta: { title: 'Tea & "cakes" <b>', description: 'A post about tea.', image: '/static/tea.png', type: 'article' } };`,
    );
    const composer = new PageComposer(
      path.join(deployDir, 'remotes'),
      () => 'http://127.0.0.1:9',
      undefined,
      'https://freelane.example',
    );
    const found = await composer.compose('/blogInside/abc?utm=x', registry, shellDir());
    const html = await htmlOf(found);
    assert.equal(found?.status, undefined);
    assert.match(html, /<title>Tea &amp; &quot;cakes&quot; &lt;b&gt;<\/title>/);
    assert.doesNotMatch(html, /<title>Freelane<\/title>/, 'the shell’s own title is replaced');
    assert.equal(metaOf(html, 'og:type'), 'article');
    assert.equal(
      metaOf(html, 'og:url'),
      'https://freelane.example/blogInside/abc',
      'no query string in the shared URL',
    );
    assert.equal(metaOf(html, 'og:image'), 'https://freelane.example/static/tea.png');
    assert.equal(metaOf(html, 'twitter:card'), 'summary_large_image');
    assert.equal(metaOf(html, 'twitter:image'), 'https://freelane.example/static/tea.png');

    const gone = await composer.compose('/blogInside/gone', registry, shellDir());
    assert.equal(gone?.status, 404, 'a page that says "not found" answers 404');
    assert.match(await htmlOf(gone), /<title>Post not found \| Freelane<\/title>/);
    // A signed-in person gets the same status and tags around their own frame.
    const member = await composer.compose('/blogInside/gone', registry, shellDir(), { user: { _id: 'a1' } });
    assert.equal(member?.status, 404);
  });
});

describe('request-time pages (a blog post)', () => {
  const version = 'dddddddddddddddd';
  const registry = { mf_public: { version, entry: `/remotes/mf-public/${version}/mf-manifest.json` } };

  before(() => {
    publish('mf-public', version, {
      './Home': { html: '<h1>Home</h1>', css: '', ownCss: '' },
      './BlogDetail': {
        html: '<div aria-busy="true">skeleton</div>',
        css: '',
        ownCss: 'main{margin:2px}',
        live: true,
      } as never,
    });
    // The area's renderer, as its build ships it: the post with the query it ran.
    writeFileSync(
      path.join(deployDir, 'remotes', 'mf-public', version, 'prerender', 'render.cjs'),
      `exports.renderPage = async (module, url, { apiOrigin }) => {
        if (url.endsWith('/broken')) throw new Error('renderer failed');
        const id = url.split('/').pop();
        return { html: '<h1>Post ' + id + ' via ' + apiOrigin + '</h1>', css: 'h1{margin:1px}',
          queries: [{ endpointName: 'getBlogById', arg: id, value: { title: '</script><script>alert(1)</script>' } }] };
      };`,
    );
  });

  it('renders the post with its data, which the browser store receives as inert JSON', async () => {
    const composer = new PageComposer(path.join(deployDir, 'remotes'), () => 'http://127.0.0.1:9');
    const html = await htmlOf(await composer.compose('/blogInside/abc', registry, shellDir()));
    assert.match(html, /<main><h1>Post abc via http:\/\/127\.0\.0\.1:9<\/h1><\/main>/);
    assert.match(
      html,
      /header\{display:flex\}h1\{margin:1px\}footer\{display:none\}main\{margin:2px\}/,
      'antd, then the apps’ own CSS',
    );
    const data = /<script type="application\/json" id="fl-prerendered-queries">(.*?)<\/script>/.exec(html)?.[1];
    assert.ok(data, 'the queries travel with the page');
    assert.doesNotMatch(data, /<\/script>/i, 'no text in the data can close its element');
    assert.deepEqual(JSON.parse(data), [
      { endpointName: 'getBlogById', arg: 'abc', value: { title: '</script><script>alert(1)</script>' } },
    ]);
  });

  it('gives the renderer the URL with its query, and renders each query apart (a page may read it: ?search=)', async () => {
    const composer = new PageComposer(path.join(deployDir, 'remotes'), () => 'http://127.0.0.1:9');
    const searched = await htmlOf(await composer.compose('/blogInside/abc?search=tea', registry, shellDir()));
    assert.match(searched, /<main><h1>Post abc\?search=tea via /);
    const plain = await htmlOf(await composer.compose('/blogInside/abc', registry, shellDir()));
    assert.match(plain, /<main><h1>Post abc via /, 'not the render of another query');
  });

  it('serves the build-time HTML when the renderer fails, or when the server cannot reach itself', async () => {
    const errors: unknown[] = [];
    const composer = new PageComposer(
      path.join(deployDir, 'remotes'),
      () => 'http://127.0.0.1:9',
      (error) => errors.push(error),
    );
    const broken = await htmlOf(await composer.compose('/blogInside/broken', registry, shellDir()));
    assert.match(broken, /<main><div aria-busy="true">skeleton<\/div><\/main>/);
    assert.equal(errors.length, 1);

    const offline = new PageComposer(path.join(deployDir, 'remotes'));
    assert.match(await htmlOf(await offline.compose('/blogInside/abc', registry, shellDir())), /skeleton/);
  });
});

describe('a signed-in person’s page', () => {
  const version = 'eeeeeeeeeeeeeeee';
  const registry = {
    mf_public: { version: PUBLIC_V2, entry: `/remotes/mf-public/${PUBLIC_V2}/mf-manifest.json` },
    mf_jobs: { version, entry: `/remotes/mf-jobs/${version}/mf-manifest.json` },
  };
  const clara = { _id: 'c1', fullName: 'Clara </script> Client', role: 'client' };
  // A shell whose frame routes the dashboard, and one built without the signed-in renderer.
  const MEMBER_SHELL = '6666666666666666';
  const SHELL_WITHOUT_RENDERER = '7777777777777777';
  const composer = () => new PageComposer(path.join(deployDir, 'remotes'), () => 'http://127.0.0.1:9');

  before(() => {
    // The shell's frame routes the dashboard; its renderer draws a member's frame (as the shell's build ships it).
    const shellFiles = {
      'index.html': SHELL_INDEX,
      'prerender/frame.json': JSON.stringify({
        ...FRAME,
        routes: [
          ...FRAME.routes,
          { path: '/client-dashboard', remote: 'mf_jobs', module: './ClientDashboard', access: 'client' },
        ],
      }),
      'prerender/preload.json': JSON.stringify({
        initial: ['static/js/index.2.js'],
        bootstrap: { files: ['static/js/async/boot.js', 'static/css/async/boot.css'], consumes: ['react-dom/client'] },
        signedIn: { files: ['static/js/async/signed-in.js'], consumes: ['@freelane/shared'] },
        shared: {
          'react-dom/client': { files: ['static/js/async/react-dom.js'], consumes: [] },
          'antd/es/card': { files: ['static/js/async/card.js'], consumes: ['react-dom/client'] },
          '@freelane/shared': { files: ['static/js/async/store-stack.js'], consumes: [] },
        },
      }),
    };
    writeVersion(deployDir, 'shell', SHELL_WITHOUT_RENDERER, shellFiles);
    writeVersion(deployDir, 'shell', MEMBER_SHELL, {
      ...shellFiles,
      'prerender/render.cjs': `exports.renderMemberFrame = async (url, { user, apiOrigin, headers }) => ({
        html: '<header>Hello ' + user.fullName.replace(/</g, '&lt;') + '</header><main><div data-freelane-outlet=""></div></main>',
        queries: [{ endpointName: 'getUnreadNotifications', arg: undefined, value: [headers.cookie] }],
        allowed: url.startsWith('/client-dashboard') && user.role === 'client',
      });`,
    });
    const dir = writeVersion(deployDir, 'mf-jobs', version, {});
    mkdirSync(path.join(dir, 'prerender'), { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: {}, exposes: [] }));
    writeFileSync(
      path.join(dir, 'prerender', 'pages.json'),
      JSON.stringify({
        './ClientDashboard': {
          html: '',
          css: '',
          ownCss: 'main{margin:2px}.fl-unused{color:red}',
          live: true,
          signedIn: true,
        },
      }),
    );
    writeFileSync(
      path.join(dir, 'prerender', 'preload.json'),
      JSON.stringify({
        remoteEntry: 'static/js/mf_jobs.1.js',
        exposes: {
          './ClientDashboard': {
            files: ['static/js/async/dashboard.js', 'static/css/async/dashboard.css'],
            consumes: ['antd/es/card'],
          },
        },
        // Parts a page's preloadFor loads at some addresses (issue 39): `?days=` and `?view=table`.
        parts: {
          part_ClientDashboard_days: { files: ['static/js/async/part_days.js', 'static/js/async/d2.js'], consumes: [] },
          part_ClientDashboard_view_table: { files: ['static/js/async/part_table.js'], consumes: ['antd/es/card'] },
          part_MyJobs_days: { files: ['static/js/async/part_other_page.js'], consumes: [] },
        },
      }),
    );
    writeFileSync(
      path.join(dir, 'prerender', 'render.cjs'),
      `exports.renderPage = async (module, url, { user, headers }) => {
        if (url.includes('broken')) throw new Error('the page threw');
        if (url.includes('slow')) return new Promise(() => {});
        return user ? ({
        html: '<h1>Dashboard of ' + user._id + '</h1>', css: 'h1{margin:1px}',
        queries: [{ endpointName: 'getClientDashboard', arg: undefined, value: { cookie: headers.cookie } }],
      }) : null;
      };`,
    );
  });

  it('is their frame around their dashboard with their data, read with their cookie', async () => {
    const html = await htmlOf(
      await composer().compose('/client-dashboard?days=7', registry, shellDir(MEMBER_SHELL), {
        user: clara,
        cookie: 'freelane_sid=abc',
      }),
    );
    assert.match(
      html,
      /<div id="root" data-prerendered=""><header>Hello Clara &lt;\/script> Client<\/header><main><h1>Dashboard of c1<\/h1><\/main>/,
    );
    assert.match(
      html,
      /<style data-prerendered="">header\{display:flex\}h1\{margin:1px\}footer\{display:none\}main\{margin:2px\}<\/style>/,
      'antd’s, then the apps’ own, without the rules of classes the markup does not have',
    );
    assert.match(
      inlineScript(html),
      /^\(function\(\)\{var d=document,[^;]*;var put=\[\];function sheet\(i\)\{.*?function go\(\)\{.*?\}var st=d\.querySelector\('style\[data-prerendered\]'\);if\(st&&st\.parentNode!==d\.head\)d\.head\.appendChild\(st\);/,
      'the sheet written in the body moves into <head> before any chunk’s stylesheet, so it never wins over them',
    );
    const session = /<script type="application\/json" id="fl-session">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.doesNotMatch(session, /<\/script>/i, 'no text in the session can close its element');
    assert.deepEqual(JSON.parse(session), { user: clara });
    assert.deepEqual(inPageRegistry(html), registry, 'the streamed page carries the live registry');
    const queries = JSON.parse(/id="fl-prerendered-queries">(.*?)<\/script>/.exec(html)?.[1] ?? '[]');
    assert.deepEqual(queries, [
      { endpointName: 'getUnreadNotifications', value: ['freelane_sid=abc'] },
      { endpointName: 'getClientDashboard', value: { cookie: 'freelane_sid=abc' } },
    ]);
  });

  it('starts every file the dashboard needs at once: shell, React DOM first, shared packages, the member header, the area, the page, its antd', async () => {
    const html = await htmlOf(
      await composer().compose('/client-dashboard', registry, shellDir(MEMBER_SHELL), {
        user: clara,
        cookie: 'freelane_sid=abc',
      }),
    );
    const head = /<head>(.*)<\/head>/.exec(html)?.[1] ?? '';
    const hrefs = [...head.matchAll(/<link rel="preload" as="\w+" href="([^"]+)"/g)].map(([, href]) => href);
    assert.deepEqual(hrefs, [
      `/remotes/mf-jobs/${version}/mf-manifest.json`,
      '/static/js/index.2.js',
      '/static/js/async/react-dom.js',
      '/static/js/async/boot.js',
      '/static/css/async/boot.css',
      '/static/js/async/signed-in.js',
      '/static/js/async/store-stack.js',
      `/remotes/mf-jobs/${version}/static/js/mf_jobs.1.js`,
      `/remotes/mf-jobs/${version}/static/js/async/dashboard.js`,
      `/remotes/mf-jobs/${version}/static/css/async/dashboard.css`,
      '/static/js/async/card.js',
    ]);
  });

  it('links each stylesheet of the page as it arrives, as the app will look for it: the shell’s by its path, the area’s by its URL too (issue 39)', async () => {
    const html = await htmlOf(
      await composer().compose('/client-dashboard', registry, shellDir(MEMBER_SHELL), {
        user: clara,
        cookie: 'freelane_sid=abc',
      }),
    );
    // In the order the app links them; with the path from each build's root, which its chunk
    // loader compares `data-href` with, and whether the federation runtime looks for it by URL.
    const sheets = JSON.parse(/,ss=(\[.*?\]\]),/.exec(inlineScript(html))?.[1] ?? '[]');
    assert.deepEqual(sheets, [
      ['/static/css/async/boot.css', 'static/css/async/boot.css', 0],
      [`/remotes/mf-jobs/${version}/static/css/async/dashboard.css`, 'static/css/async/dashboard.css', 1],
    ]);
  });

  it('starts the member header for a signed-in person only: a visitor’s first screen does without it', async () => {
    const htmlFor = async (session?: { user: typeof clara; cookie: string }) =>
      htmlOf(await composer().compose('/client-dashboard', registry, shellDir(MEMBER_SHELL), session));
    const member = await htmlFor({ user: clara, cookie: 'freelane_sid=abc' });
    assert.match(member, /<link rel="preload" as="script" href="\/static\/js\/async\/signed-in\.js"/);
    const visitor = await htmlFor();
    assert.match(visitor, /\/static\/js\/async\/boot\.js/, 'the visitor’s page starts the shell’s files');
    assert.doesNotMatch(visitor, /signed-in\.js|store-stack\.js/);
  });

  it('starts with the page the parts its preloadFor loads at this address, and no other part', async () => {
    const hrefsOf = async (url: string) => {
      const html = await htmlOf(
        await composer().compose(url, registry, shellDir(MEMBER_SHELL), { user: clara, cookie: 'freelane_sid=abc' }),
      );
      const head = /<head>(.*)<\/head>/.exec(html)?.[1] ?? '';
      return [...head.matchAll(/<link rel="preload" as="\w+" href="([^"]+)"/g)].map(([, href]) => href);
    };
    const page = `/remotes/mf-jobs/${version}/static/js/async/dashboard.js`;
    const pageSheet = `/remotes/mf-jobs/${version}/static/css/async/dashboard.css`;
    const days = await hrefsOf('/client-dashboard?days=7');
    assert.deepEqual(days.slice(days.indexOf(page)), [
      page,
      pageSheet,
      '/static/js/async/card.js',
      `/remotes/mf-jobs/${version}/static/js/async/part_days.js`,
      `/remotes/mf-jobs/${version}/static/js/async/d2.js`,
    ]);
    const table = await hrefsOf('/client-dashboard?view=table&days=');
    assert.deepEqual(table.slice(table.indexOf(page)), [
      page,
      pageSheet,
      '/static/js/async/card.js',
      `/remotes/mf-jobs/${version}/static/js/async/part_table.js`,
    ]);
    const grid = await hrefsOf('/client-dashboard?view=grid');
    assert.deepEqual(grid.slice(grid.indexOf(page)), [page, pageSheet, '/static/js/async/card.js']);
  });

  it('is composed for each person: nothing of one is served to another', async () => {
    const shared = composer();
    const first = await htmlOf(
      await shared.compose('/client-dashboard', registry, shellDir(MEMBER_SHELL), {
        user: clara,
        cookie: 'freelane_sid=abc',
      }),
    );
    const other = await htmlOf(
      await shared.compose('/client-dashboard', registry, shellDir(MEMBER_SHELL), {
        user: { ...clara, _id: 'c2', fullName: 'Carl' },
        cookie: 'freelane_sid=def',
      }),
    );
    assert.match(first, /Dashboard of c1/);
    assert.match(other, /Hello Carl<\/header><main><h1>Dashboard of c2/);
    assert.doesNotMatch(other, /c1|abc/);
  });

  it('has their frame but no page where the route does not let them in (the app says so)', async () => {
    const html = await htmlOf(
      await composer().compose('/client-dashboard', registry, shellDir(MEMBER_SHELL), {
        user: { ...clara, role: 'freelancer' },
        cookie: 'freelane_sid=abc',
      }),
    );
    assert.match(html, /<header>Hello Clara &lt;\/script> Client<\/header><main><\/main>/);
    assert.doesNotMatch(html, /Dashboard of/);
  });

  it('is their frame around the loading state when the page’s render throws: served, never an error (issue 39)', async () => {
    const errors: unknown[] = [];
    const page = await new PageComposer(
      path.join(deployDir, 'remotes'),
      () => 'http://127.0.0.1:9',
      (error) => errors.push(error),
    ).compose('/client-dashboard?broken=1', registry, shellDir(MEMBER_SHELL), {
      user: clara,
      cookie: 'freelane_sid=abc',
    });
    const html = await htmlOf(page);
    assert.equal((page as StreamedPage).status, undefined);
    assert.ok(html.includes(`<main>${PAGE_LOADING_HTML}</main>`), 'the frame around the loading state');
    assert.match(html, /id="fl-session">\{"user":\{"_id":"c1"/);
    assert.deepEqual(
      errors.map((error) => (error as Error).message),
      ['the page threw'],
    );
  });

  it('does not wait longer than LIVE_RENDER_LIMIT_MS for a page whose render hangs (a slow API): the loading state', async () => {
    // Its files already read (as on a running server), so only render time is left to pass.
    const warm = composer();
    await htmlOf(await warm.compose('/client-dashboard', registry, shellDir(MEMBER_SHELL), { user: clara }));
    const realSetTimeout = globalThis.setTimeout;
    const pause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms)); // real time, not the mocked
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      let done = false;
      const body = warm
        .compose('/client-dashboard?slow=1', registry, shellDir(MEMBER_SHELL), {
          user: clara,
          cookie: 'freelane_sid=abc',
        })
        .then(htmlOf)
        .finally(() => {
          done = true;
        });
      const settle = async () => {
        for (let round = 0; round < 20 && !done; round += 1) await pause(2);
      };
      // Render time passes (the renderer never answers); the page is out once the limit is reached.
      for (let waited = 0; waited < LIVE_RENDER_LIMIT_MS; waited += 100) {
        await settle();
        assert.equal(done, false, `served after ${waited} ms, before the limit`);
        mock.timers.tick(100);
      }
      await settle();
      assert.equal(done, true, 'served once LIVE_RENDER_LIMIT_MS has passed');
      const html = await body;
      assert.match(html, /<header>Hello Clara &lt;\/script> Client<\/header>/);
      assert.ok(html.includes(`<main>${PAGE_LOADING_HTML}</main>`), 'the frame around the loading state');
    } finally {
      mock.timers.reset();
    }
  });

  it('is the plain shell, still saying who is signed in, when the shell ships no renderer', async () => {
    const errors: unknown[] = [];
    const plain = new PageComposer(
      path.join(deployDir, 'remotes'),
      () => 'http://127.0.0.1:9',
      (error) => errors.push(error),
    );
    const html = await htmlOf(
      await plain.compose('/client-dashboard', registry, shellDir(SHELL_WITHOUT_RENDERER), {
        user: clara,
        cookie: 'freelane_sid=abc',
      }),
    );
    assert.match(html, /<div id="root"><\/div>/);
    assert.match(html, /id="fl-session">\{"user":\{"_id":"c1"/);
    assert.deepEqual(inPageRegistry(html), registry, 'the plain shell still carries the live registry');
    assert.equal(errors.length, 1);
  });
});

describe('a signed-in person on a public page', () => {
  it('is their frame around the page everyone sees', async () => {
    const version = '8888888888888888';
    writeVersion(deployDir, 'shell', version, {
      'index.html': SHELL_INDEX,
      'prerender/frame.json': JSON.stringify(FRAME),
      'prerender/render.cjs': `exports.renderMemberFrame = async (url, { user }) => ({
        html: '<header>Hello ' + user.fullName + '</header><main><div data-freelane-outlet=""></div></main>',
        queries: [], allowed: true,
      });`,
    });
    const composer = new PageComposer(path.join(deployDir, 'remotes'), () => 'http://127.0.0.1:9');
    const registry = { mf_public: { version: PUBLIC_V2, entry: `/remotes/mf-public/${PUBLIC_V2}/mf-manifest.json` } };
    const html = await htmlOf(
      await composer.compose('/', registry, shellDir(version), {
        user: { _id: 'a1', fullName: 'Ava Patel' },
        cookie: 'freelane_sid=x',
      }),
    );
    assert.match(html, /<header>Hello Ava Patel<\/header><main><h1>Do great work \(v2\)<\/h1><\/main>/);
    assert.deepEqual(inPageRegistry(html), registry);
  });
});
