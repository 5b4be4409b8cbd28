// Node only (the facade tests): which names browser code imports from a package.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The repository's root, from this folder. */
export const REPO_ROOT = path.join(__dirname, '..', '..', '..');

/** Bundled for the browser through federation: every app's source but tests and server renderers. */
export const BROWSER_SOURCE_DIRS = readdirSync(REPO_ROOT)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => path.join(REPO_ROOT, name, 'src'))
  .concat(path.join(REPO_ROOT, 'shared', 'src'));

const NOT_BROWSER = /\.test\.tsx?$|[\\/](prerender|testing|ssr|__tests__)[\\/]/;

/** The files under `dir` whose name matches, outside tests, server renderers and node_modules. */
export function browserFiles(dir: string, name = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : browserFiles(file, name);
    return name.test(entry.name) && !NOT_BROWSER.test(file) ? [file] : [];
  });
}

export interface PackageImport {
  /** Relative to the repository's root. */
  file: string;
  from: string;
  /** The value names imported or re-exported (`default`, `*` for a namespace or `export *`). */
  names: string[];
}

/** Every import and re-export in a module whose specifier `wanted` accepts, with its value names. */
export function packageImports(file: string, wanted: (specifier: string) => boolean): PackageImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: PackageImport[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !wanted(specifier.text)) continue;
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
    found.push({ file: path.relative(REPO_ROOT, file), from: specifier.text, names });
  }
  return found;
}
