import path from 'node:path';
import { BROWSER_SOURCE_DIRS, browserFiles, packageImports } from './imported-names';

/**
 * The shell provides `react-router-dom` as router-facade.ts (only the names the apps use): a
 * name imported in browser code but missing there would be `undefined` at run time in production.
 */
const FACADE = path.join(__dirname, 'router-facade.ts');
const routerImports = (file: string) =>
  packageImports(file, (specifier) => /^react-router(-dom)?(\/|$)/.test(specifier));

const facadeNames = routerImports(FACADE).flatMap(({ names }) => names);
const browserImports = BROWSER_SOURCE_DIRS.flatMap((dir) => browserFiles(dir))
  .filter((file) => file !== FACADE)
  .flatMap(routerImports);

describe('the router the shell provides (router-facade.ts)', () => {
  it('finds the browser modules that route', () => {
    expect(browserImports.length).toBeGreaterThan(50);
    expect(facadeNames).toContain('BrowserRouter');
  });

  it('exports every name browser code imports from react-router-dom', () => {
    const missing = browserImports
      .filter(({ from }) => from === 'react-router-dom')
      .flatMap(({ file, names }) =>
        names.filter((name) => !facadeNames.includes(name)).map((name) => `${file}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it('is the only way browser code reaches the router (react-router itself is not shared)', () => {
    const elsewhere = browserImports
      .filter(({ from }) => from !== 'react-router-dom')
      .map(({ file, from }) => `${file}: ${from}`);
    expect(elsewhere).toEqual([]);
  });

  it('names only what react-router exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reactRouter = require('react-router') as Record<string, unknown>;
    expect(facadeNames.filter((name) => reactRouter[name] === undefined)).toEqual([]);
  });
});
