import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The shell provides `react-redux` as redux-bindings-facade.ts (only the names used): a name
 * imported in browser code, or by RTK Query's React hooks (which take react-redux from the share),
 * but missing there would be `undefined` at run time in production.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const FACADE = path.join(__dirname, 'redux-bindings-facade.ts');
const SOURCE_DIRS = readdirSync(ROOT)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => path.join(ROOT, name, 'src'))
  .concat(path.join(ROOT, 'shared', 'src'));
const NOT_BROWSER = /\.test\.tsx?$|[\\/](prerender|testing|ssr|__tests__)[\\/]/;
/** RTK Query's React layer, every build of it the bundler may pick. */
const RTK_QUERY_REACT = path.join(
  path.dirname(require.resolve('@reduxjs/toolkit/package.json')),
  'dist',
  'query',
  'react',
);

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(file, pattern);
    return pattern.test(entry.name) && !NOT_BROWSER.test(file) ? [file] : [];
  });
}

/** The value names a module imports (or re-exports) from react-redux. */
function bindingNames(file: string): { file: string; names: string[] }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: { file: string; names: string[] }[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !/^react-redux(\/|$)/.test(specifier.text)) continue;
    const names: string[] = [];
    if (isImport) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause) names.push('*');
      else if (ts.isNamedExports(clause))
        for (const element of clause.elements)
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
    found.push({ file: path.relative(ROOT, file), names });
  }
  return found;
}

const facadeNames = bindingNames(FACADE).flatMap(({ names }) => names);
const users = [
  ...SOURCE_DIRS.flatMap((dir) => files(dir, /\.tsx?$/)).filter((file) => file !== FACADE),
  ...files(RTK_QUERY_REACT, /\.m?js$/),
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
