import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startFirst, type FramedPage } from './page-html';
import { withPreloads, type Preload } from './preloads';

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
