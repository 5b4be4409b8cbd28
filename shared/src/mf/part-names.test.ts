import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Issue 39, pages that wait on a second round trip: the server preloads a page's parts with the page
 * (api/src/frontend/preloads.ts, from the build's preload map, `PreloadMap.parts`), found by their
 * chunk name. A `lazyPart` whose chunk is not named `part_<Module>_<key>[_<value>]` still loads, but
 * one round trip after the page's module ran: this check names it.
 */

/** Every source file of the areas (not tests, not the server renderers). */
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

describe("every lazyPart is preloaded with its page (the part's chunk name)", () => {
  it('names its chunk part_<Module>_<key> or part_<Module>_<key>_<value>, for a page of the route table', () => {
    const root = join(__dirname, '..', '..', '..');
    const wrong: string[] = [];
    let parts = 0;
    for (const path of areaSources(root)) {
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(/lazyPart\(\s*\(\)\s*=>\s*import\(([^)]*)\)/g)) {
        parts += 1;
        const name = /webpackChunkName:\s*"(part_[A-Za-z0-9]+_[A-Za-z0-9]+(?:_[A-Za-z0-9-]+)?)"/.exec(match[1] ?? '');
        if (!name) wrong.push(`${relative(root, path)}: no part_ chunk name`);
      }
    }
    expect(parts).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
