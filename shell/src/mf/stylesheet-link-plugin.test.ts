import stylesheetLinkPlugin, { chunkPathOf } from './stylesheet-link-plugin';

describe('the federation runtime links an area stylesheet as the area chunk loader looks for it (issue 39)', () => {
  const entry = 'http://localhost/remotes/mf-messaging/bbcc35283a25873f/mf-manifest.json';

  it("names a sheet by its path from the area's build root", () => {
    expect(
      chunkPathOf('http://localhost/remotes/mf-messaging/bbcc35283a25873f/static/css/async/d.40da4a4498.css', entry),
    ).toBe('static/css/async/d.40da4a4498.css');
    expect(chunkPathOf('/remotes/mf-messaging/bbcc35283a25873f/static/css/x.css?retry=1', entry)).toBe(
      'static/css/x.css',
    );
    expect(chunkPathOf('http://localhost/static/css/async/2.css', entry)).toBeNull(); // not the area's
    // The runtime names an area by its entry script too, in its build's static/js/.
    const script = 'http://localhost/remotes/mf-messaging/bbcc35283a25873f/static/js/mf_messaging.8eb646a529.js';
    expect(chunkPathOf('http://localhost/remotes/mf-messaging/bbcc35283a25873f/static/css/async/d.css', script)).toBe(
      'static/css/async/d.css',
    );
  });

  it('gives the link the attributes the runtime asked for, and the path as data-href', () => {
    const createLink = stylesheetLinkPlugin().createLink!;
    const link = createLink({
      url: 'http://localhost/remotes/mf-messaging/bbcc35283a25873f/static/css/async/d.css',
      attrs: { rel: 'stylesheet', type: 'text/css' },
      remoteInfo: { entry } as never,
    }) as HTMLLinkElement;
    expect(link.getAttribute('rel')).toBe('stylesheet');
    expect(link.getAttribute('type')).toBe('text/css');
    expect(link.getAttribute('href')).toBe(
      'http://localhost/remotes/mf-messaging/bbcc35283a25873f/static/css/async/d.css',
    );
    expect(link.getAttribute('data-href')).toBe('static/css/async/d.css');
    // A preload, or a file outside the area, is left to the runtime.
    expect(
      createLink({ url: `${entry}x.js`, attrs: { rel: 'preload', as: 'script' }, remoteInfo: { entry } as never }),
    ).toBeUndefined();
  });
});
