import path from 'node:path';
import { BROWSER_SOURCE_DIRS, browserFiles, packageImports } from './imported-names';

/**
 * The shell provides `react-redux` as redux-bindings-facade.ts (only the names used): a name
 * imported in browser code, or by RTK Query's React hooks (which take react-redux from the share),
 * but missing there would be `undefined` at run time in production.
 */
const FACADE = path.join(__dirname, 'redux-bindings-facade.ts');
/** RTK Query's React layer, every build of it the bundler may pick. */
const RTK_QUERY_REACT = path.join(
  path.dirname(require.resolve('@reduxjs/toolkit/package.json')),
  'dist',
  'query',
  'react',
);
const bindingNames = (file: string) => packageImports(file, (specifier) => /^react-redux(\/|$)/.test(specifier));

const facadeNames = bindingNames(FACADE).flatMap(({ names }) => names);
const users = [
  ...BROWSER_SOURCE_DIRS.flatMap((dir) => browserFiles(dir)).filter((file) => file !== FACADE),
  ...browserFiles(RTK_QUERY_REACT, /\.m?js$/),
].flatMap(bindingNames);

describe('the store bindings the shell provides (redux-bindings-facade.ts)', () => {
  it('finds the modules that use react-redux, RTK Query among them', () => {
    const files = users.map(({ file }) => file);
    expect(files).toEqual(expect.arrayContaining(['shell/src/app/app-providers.tsx', 'shared/src/store/hooks.ts']));
    expect(files.some((file) => file.includes('rtk-query-react'))).toBe(true);
  });

  it('exports every name the apps and RTK Query import from react-redux', () => {
    const missing = users.flatMap(({ file, names }) =>
      names.filter((name) => !facadeNames.includes(name)).map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('names only what react-redux exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reactRedux = require('react-redux') as Record<string, unknown>;
    expect(facadeNames.filter((name) => reactRedux[name] === undefined)).toEqual([]);
  });
});
