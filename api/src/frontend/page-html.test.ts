import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startFirst, type FramedPage } from './page-html';
import { linkHeader, withPreloads, type Preload } from './preloads';

const PRELOADS: Preload[] = [
  { href: '/remotes/mf-public/v1/mf-manifest.json', as: 'fetch', first: true },
  { href: '/static/js/index.1.js', as: 'script', first: true },
  { href: '/static/js/async/react-dom.js', as: 'script', first: true },
  { href: '/static/js/async/store.js', as: 'script' },
  { href: '/remotes/mf-public/v1/static/js/async/home.js', as: 'script' },
];
const page = (html: string): FramedPage => ({
  frame: '<header></header><div data-freelane-outlet=""></div>',
  html,
  css: [],
});

describe('the files a page whose HTML paints asks for before that paint (startFirst)', () => {
  it('are the start-up’s first ones (the area’s manifest, the shell’s entry, React DOM), not the page’s code', () => {
    assert.deepEqual(
      startFirst(page('<main><h1>Do great work</h1></main>'), PRELOADS).map(({ href }) => href),
      ['/remotes/mf-public/v1/mf-manifest.json', '/static/js/index.1.js', '/static/js/async/react-dom.js'],
    );
  });

  it('are none when the first screen shows an image the page asked for first (the line is its LCP’s)', () => {
    // React writes the attribute as fetchPriority; HTML reads it either way.
    for (const img of ['<img src="/c.jpg" fetchPriority="high"/>', '<img fetchpriority="high" src="/c.jpg">']) {
      assert.deepEqual(startFirst(page(`<main>${img}</main>`), PRELOADS), []);
    }
    assert.equal(startFirst(page('<main><img src="/c.jpg" loading="lazy"/></main>'), PRELOADS).length, 3);
  });

  it('go into <head> at low priority, so they never hold up the first paint', () => {
    const head = withPreloads('<head></head>', startFirst(page('<main></main>'), PRELOADS), { priority: 'low' });
    assert.equal(
      head,
      '<head><link rel="preload" as="fetch" href="/remotes/mf-public/v1/mf-manifest.json" crossorigin="anonymous" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/static/js/index.1.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/static/js/async/react-dom.js" fetchpriority="low"></head>',
    );
    // A signed-in person's streamed page keeps every file in <head> at the browser's own priority.
    assert.doesNotMatch(withPreloads('<head></head>', PRELOADS), /fetchpriority/);
  });
});

describe('the start-up’s first files in the response’s Link header (linkHeader)', () => {
  it('names the same files as the <head>, at the same low priority, the manifest fetched as CORS like its <link>', () => {
    assert.equal(
      linkHeader(startFirst(page('<main></main>'), PRELOADS), { priority: 'low' }),
      '</remotes/mf-public/v1/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low, ' +
        '</static/js/index.1.js>; rel=preload; as=script; fetchpriority=low, ' +
        '</static/js/async/react-dom.js>; rel=preload; as=script; fetchpriority=low',
    );
  });

  it('is none when the page asks for nothing first, and leaves a path the header could misread to the <head>', () => {
    assert.equal(linkHeader([]), undefined);
    assert.equal(linkHeader([{ href: '/static/js/a>b;c.js', as: 'script' }]), undefined);
    assert.equal(linkHeader([{ href: '/static/js/a.js', as: 'script' }]), '</static/js/a.js>; rel=preload; as=script');
  });
});
