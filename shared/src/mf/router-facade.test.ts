import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The shell provides `react-router-dom` as router-facade.ts (only the names the apps use): a
 * name imported in browser code but missing there would be `undefined` at run time in production.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const FACADE = path.join(__dirname, 'router-facade.ts');
/** Bundled for the browser through federation: every app's source but tests and server renderers. */
const SOURCE_DIRS = readdirSync(ROOT)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => path.join(ROOT, name, 'src'))
  .concat(path.join(ROOT, 'shared', 'src'));
const NOT_BROWSER = /\.test\.tsx?$|[\\/](prerender|testing|ssr|__tests__)[\\/]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !NOT_BROWSER.test(file) ? [file] : [];
  });
}

interface RouterImport {
  file: string;
  from: string;
  names: string[];
}

/** Every import (and re-export) of react-router or react-router-dom in a module, with its value names. */
function routerImports(file: string): RouterImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: RouterImport[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !/^react-router(-dom)?(\/|$)/.test(specifier.text)) continue;
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
    found.push({ file: path.relative(ROOT, file), from: specifier.text, names });
  }
  return found;
}

const facadeNames = routerImports(FACADE).flatMap(({ names }) => names);
const browserImports = SOURCE_DIRS.flatMap(sourceFiles)
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
