import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isPartFor, partPreloads } from './load-page-module';

const file = (name: string) => `https://example.org/remotes/mf-jobs/abc/static/js/async/${name}`;

describe('isPartFor: the files of a part the location shows (issue 39: a second round trip)', () => {
  it('takes a part named by a query key when the URL has that key, for that page only', () => {
    expect(isPartFor(file('part_Message_userId.0a1b2c3d4e.js'), './Message', '?userId=abc')).toBe(true);
    expect(isPartFor(file('part_Message_userId.0a1b2c3d4e.css'), './Message', '?userId=abc&x=1')).toBe(true);
    expect(isPartFor(file('part_Message_userId.0a1b2c3d4e.js'), './Message', '?userId=')).toBe(false);
    expect(isPartFor(file('part_Message_userId.0a1b2c3d4e.js'), './Message', '?other=abc')).toBe(false);
    expect(isPartFor(file('part_Message_userId.0a1b2c3d4e.js'), './Notification', '?userId=abc')).toBe(false);
  });

  it('takes a part named by key and value only for that value', () => {
    const table = file('part_MyProject_view_table.0a1b2c3d4e.js');
    expect(isPartFor(table, './MyProject', '?view=table')).toBe(true);
    expect(isPartFor(table, './MyProject', '?view=grid')).toBe(false);
    expect(isPartFor(table, './MyProject', '')).toBe(false);
  });

  it('never takes a file that is not a named part', () => {
    expect(isPartFor(file('__federation_expose_MyProject.0a1b2c3d4e.js'), './MyProject', '?view=table')).toBe(false);
    expect(isPartFor(file('5g.0a1b2c3d4e.js'), './MyProject', '?view=table')).toBe(false);
    expect(isPartFor(file('part_MyProject_view_table.0a1b2c3d4e.js.map'), './MyProject', '?view=table')).toBe(false);
  });
});

describe("partPreloads: a part's files, read from the area's manifest", () => {
  const manifest = {
    metaData: { publicPath: 'auto' },
    exposes: [
      {
        path: './Message',
        assets: {
          js: { async: ['static/js/async/part_Message_userId.0a1b2c3d4e.js', 'static/js/async/w8.0a1b2c3d4e.js'] },
          css: { async: ['static/css/async/part_Message_userId.0a1b2c3d4e.css'] },
        },
      },
      { path: './Notification', assets: { js: { async: ['static/js/async/part_Message_userId.ffffffffff.js'] } } },
    ],
  };
  const manifestUrl = 'https://example.org/remotes/mf-messaging/v1/mf-manifest.json';

  it("lists the page's part script and style beside the manifest, nothing of another page or chunk", () => {
    const keep = (href: string) => isPartFor(href, './Message', '?userId=abc');
    expect(partPreloads(manifest, manifestUrl, './Message', keep)).toEqual([
      {
        href: 'https://example.org/remotes/mf-messaging/v1/static/js/async/part_Message_userId.0a1b2c3d4e.js',
        as: 'script',
      },
      {
        href: 'https://example.org/remotes/mf-messaging/v1/static/css/async/part_Message_userId.0a1b2c3d4e.css',
        as: 'style',
      },
    ]);
    expect(partPreloads(manifest, manifestUrl, './Message', () => false)).toEqual([]);
    expect(partPreloads(manifest, manifestUrl, './Missing', () => true)).toEqual([]);
  });

  it('reads the files from an explicit publicPath', () => {
    const elsewhere = { ...manifest, metaData: { publicPath: 'https://cdn.example.org/m/' } };
    expect(partPreloads(elsewhere, manifestUrl, './Message', (href) => href.endsWith('.css'))).toEqual([
      { href: 'https://cdn.example.org/m/static/css/async/part_Message_userId.0a1b2c3d4e.css', as: 'style' },
    ]);
  });
});

/** Every source file of the areas (not tests). */
function areaSources(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'node_modules' || name === 'prerender') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(path);
    }
  };
  for (const area of readdirSync(root).filter((name) => name.startsWith('mf-'))) {
    try {
      walk(join(root, area, 'src'));
    } catch {
      // an area without src/
    }
  }
  return found;
}

describe("every lazyPart is fetched with its page (the shell's part naming)", () => {
  it('names its chunk part_<Module>_<query>, so first-page.ts can fetch it with the page', () => {
    const root = join(__dirname, '..', '..', '..');
    const unnamed: string[] = [];
    let parts = 0;
    for (const path of areaSources(root)) {
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(/lazyPart\(\s*\(\)\s*=>\s*import\(([^)]*)\)/g)) {
        parts += 1;
        if (!/webpackChunkName:\s*"part_[A-Za-z0-9]+_[A-Za-z0-9]+(?:_[A-Za-z0-9-]+)?"/.test(match[1] ?? ''))
          unnamed.push(relative(root, path));
      }
    }
    expect(parts).toBeGreaterThan(0);
    expect(unnamed).toEqual([]);
  });
});
