import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { AREAS, type AreaFolder } from '../contracts/registry';
import { exposesOf, ROUTE_TABLE } from '../pages';

/**
 * "What a new page must do to be fast", step 3 (docs/decisions.md): no heavy library in a first
 * screen's static imports. For every module an area exposes (the route table's pages, the unrouted
 * pages and the widgets), this walks the STATIC import graph the bundler follows (a dynamic
 * `import()` is an island and is not followed) and fails naming the chain when it reaches one.
 *
 * The walk is by NAME, like the bundler's tree-shaking of `@freelane/shared` (its package.json
 * `sideEffects` lists the modules it must keep whole):
 * - importing `{ A }` through a barrel (`export * from`, `export { A } from`) follows only the
 *   re-export that provides `A`, so one plain value through `contracts/index.ts` costs its module;
 * - a module whose own code is used (a requested name is declared there, or the module has side
 *   effects) is included whole: each of its imports is followed. A module that builds zod schemas
 *   at its top level keeps zod for whoever imports any value from it, so values and labels live
 *   in modules without zod (e.g. `contracts/common-values.ts`), re-exported by the schema module.
 * Imports only used as types are dropped first (TypeScript's own emit), as the bundler does.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const SHARED = path.join(ROOT, 'shared');

/** Libraries a first screen must not download: they load with the control that needs them. */
const HEAVY: { test: RegExp; why: string }[] = [
  { test: /^zod(\/|$)/, why: 'zod (26 kB gzip): values and labels live in plain modules' },
  { test: /^dayjs\/plugin\//, why: 'a dayjs plugin' },
  { test: /^uplot(\/|$)/, why: 'the chart library' },
  { test: /^qrcode(\/|$)/, why: 'the QR library' },
  { test: /^@simplewebauthn\/browser(\/|$)/, why: 'the WebAuthn library' },
  { test: /^pdfkit(\/|$)/, why: 'the PDF library' },
];

const sharedManifest = JSON.parse(readFileSync(path.join(SHARED, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
};

/** `./src/api/**` → a RegExp on a path relative to shared/. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*/g, '<any>')
    .replace(/\*/g, '[^/]*')
    .replace(/<any>/g, '.*');
  return new RegExp(`^${body}$`);
}
const SHARED_SIDE_EFFECTS = sharedManifest.sideEffects.map(globToRegExp);

/** Whether the bundler keeps a module's own code even when none of its exports is used. */
function hasSideEffects(file: string): boolean {
  const fromShared = path.relative(SHARED, file).split(path.sep).join('/');
  if (fromShared.startsWith('..')) return true; // the areas declare no `sideEffects`: all kept
  return SHARED_SIDE_EFFECTS.some((pattern) => pattern.test(fromShared));
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function withExtension(base: string): string | undefined {
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  const stem = base.replace(/\.js$/, '');
  return EXTENSIONS.map((ext) => stem + ext).find((candidate) => existsSync(candidate));
}

/** A file for `specifier` imported by `from`, or a package name for what is not ours (a leaf). */
function resolve(specifier: string, from: string): { file: string } | { pkg: string } | undefined {
  if (specifier.startsWith('.')) {
    if (/\.(css|less|svg|png|jpe?g|gif|webp|avif|json)$/.test(specifier)) return undefined; // not script
    const file = withExtension(path.resolve(path.dirname(from), specifier));
    return file ? { file } : undefined;
  }
  if (specifier === '@freelane/shared' || specifier.startsWith('@freelane/shared/')) {
    const sub = `.${specifier.slice('@freelane/shared'.length)}`;
    const exact = sharedManifest.exports[sub];
    const target =
      typeof exact === 'string'
        ? exact
        : Object.entries(sharedManifest.exports)
            .filter(([key]) => key.endsWith('/*') && sub.startsWith(key.slice(0, -1)))
            .map(([key, value]) => (value as string).replace('*', sub.slice(key.length - 1)))[0];
    if (!target || !/\.tsx?$/.test(target)) return undefined;
    return { file: path.join(SHARED, target) };
  }
  return { pkg: specifier };
}

interface Link {
  from: string;
  /** `undefined`: the imported module's own code runs (a side-effect import or a namespace). */
  names: string[] | '*';
  /** A re-export (`export … from`): followed only for the names it provides. */
  reExport?: { exported: string; imported: string }[] | '*';
}

interface ModuleInfo {
  links: Link[];
  /** Names declared (and exported) by the module's own code. */
  own: Set<string>;
}

const cache = new Map<string, ModuleInfo>();

/** The module's imports and re-exports after TypeScript drops what is only used as a type. */
function moduleInfo(file: string): ModuleInfo {
  const known = cache.get(file);
  if (known) return known;
  const emitted = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, jsx: ts.JsxEmit.Preserve },
  }).outputText;
  const source = ts.createSourceFile(file, emitted, ts.ScriptTarget.Latest, false);
  const links: Link[] = [];
  const own = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: string[] = [];
      let all = false;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) all = true;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      links.push({ from: statement.moduleSpecifier.text, names: all ? '*' : names });
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!statement.moduleSpecifier) {
        // `export { a, b }` of local or imported bindings: the module's own code.
        if (clause && ts.isNamedExports(clause)) for (const element of clause.elements) own.add(element.name.text);
        continue;
      }
      if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = statement.moduleSpecifier.text;
      if (!clause) links.push({ from, names: [], reExport: '*' });
      else if (ts.isNamespaceExport(clause))
        links.push({ from, names: [], reExport: [{ exported: clause.name.text, imported: '*' }] });
      else
        links.push({
          from,
          names: [],
          reExport: clause.elements.map((element) => ({
            exported: element.name.text,
            imported: (element.propertyName ?? element.name).text,
          })),
        });
    } else if (ts.isExportAssignment(statement)) {
      own.add('default');
    } else {
      const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
      if (modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
        if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) own.add('default');
        else if (ts.isVariableStatement(statement))
          for (const declaration of statement.declarationList.declarations)
            (function names(node: ts.Node) {
              if (ts.isIdentifier(node)) own.add(node.text);
              else ts.forEachChild(node, names);
            })(declaration.name);
        else if (
          (ts.isFunctionDeclaration(statement) ||
            ts.isClassDeclaration(statement) ||
            ts.isEnumDeclaration(statement)) &&
          statement.name
        )
          own.add(statement.name.text);
      }
    }
  }
  const info = { links, own };
  cache.set(file, info);
  return info;
}

/** Whether `file` exports `name` (itself or through its re-exports). */
export function exportsName(file: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const { links, own } = moduleInfo(file);
  if (own.has(name)) return true;
  return links.some((link) => {
    if (!link.reExport) return false;
    if (link.reExport !== '*') return link.reExport.some(({ exported }) => exported === name);
    if (name === 'default') return false;
    const target = resolve(link.from, file);
    return !!target && 'file' in target && exportsName(target.file, name, seen);
  });
}

/**
 * The store stack (issue 39, the home page's 150 kB): RTK, RTK Query and what they bring (immer,
 * reselect), and `@freelane/shared`'s root, which creates the store and every shared endpoint. A
 * visitor's first screen runs on the light store of `@freelane/shared/session` instead.
 */
const STORE_STACK: { test: RegExp; why: string }[] = [
  { test: /^@reduxjs\/toolkit(\/|$)/, why: 'the store stack (RTK, RTK Query, immer, reselect)' },
  {
    test: /^@freelane\/shared$/,
    why: "the store stack (@freelane/shared's root: the store and every shared endpoint)",
  },
];

/**
 * A shared singleton other than the root is provided whole (a consumer cannot tree-shake another
 * build's module): walked for every name it exports, whichever the importer asked for.
 */
const WHOLE_SINGLETONS = new Set(['@freelane/shared/session']);

/** Every chain from `entry` (asked for `names`) to a heavy library, as "a → b → zod". */
export function heavyChains(entry: string, heavyList = HEAVY): string[] {
  const leaves = heavyList === STORE_STACK ? new Set(['@freelane/shared']) : new Set<string>();
  const found = new Map<string, string>();
  const done = new Set<string>();
  const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
  const walk = (file: string, names: string[] | '*', chain: string[]) => {
    const key = `${file}|${names === '*' ? '*' : [...names].sort().join(',')}`;
    if (done.has(key)) return;
    done.add(key);
    const { links, own } = moduleInfo(file);
    const ownUsed = names === '*' || names.length === 0 || hasSideEffects(file) || names.some((name) => own.has(name));
    const here = [...chain, rel(file)];
    for (const link of links) {
      let wanted: string[] | '*';
      if (!link.reExport) {
        if (!ownUsed) continue;
        wanted = link.names;
      } else if (names === '*') {
        wanted = '*';
      } else if (link.reExport === '*') {
        const target = resolve(link.from, file);
        if (!target) continue;
        wanted =
          'pkg' in target
            ? names
            : names.filter((name) => !own.has(name) && name !== 'default' && exportsName(target.file, name));
        if (wanted.length === 0) continue;
      } else {
        const picked = link.reExport.filter(({ exported }) => names.includes(exported));
        if (picked.length === 0) continue;
        wanted = picked.some(({ imported }) => imported === '*') ? '*' : picked.map(({ imported }) => imported);
      }
      if (WHOLE_SINGLETONS.has(link.from)) wanted = '*';
      const target = leaves.has(link.from) ? { pkg: link.from } : resolve(link.from, file);
      if (!target) continue;
      if ('pkg' in target) {
        const heavy = heavyList.find(({ test }) => test.test(target.pkg));
        const where = `${rel(file)} → ${target.pkg}`;
        if (heavy && !found.has(where)) found.set(where, `${[...here, target.pkg].join(' → ')} (${heavy.why})`);
        continue;
      }
      walk(target.file, wanted, here);
    }
  };
  walk(entry, '*', []);
  return [...found.values()];
}

/** Every module an area exposes: `mf-jobs ./Proposals` → its file. */
const exposed = (Object.keys(AREAS) as AreaFolder[]).flatMap((folder) =>
  Object.entries(exposesOf(AREAS[folder], ROUTE_TABLE)).map(([module, file]) => ({
    name: `${folder} ${module}`,
    file: path.join(ROOT, folder, file),
  })),
);

describe("a first screen's static imports (step 3 of what a page must do to be fast)", () => {
  it('finds every exposed module of every area', () => {
    expect(exposed.length).toBeGreaterThan(40);
    for (const { file } of exposed) expect(existsSync(file)).toBe(true);
  });

  it('reach no zod, dayjs plugin, chart, QR, WebAuthn or PDF library', () => {
    const chains = exposed.flatMap(({ name, file }) => heavyChains(file).map((chain) => `${name}: ${chain}`));
    expect(chains).toEqual([]);
  });
});

describe("a visitor's first screen without the store stack (issue 39: the home page's 150 kB)", () => {
  // The shell's frame (the bootstrap: providers, header, footer, guards, the routes) and every page a
  // visitor opens load no RTK before the app is ready: a page draws its first screen from what it
  // came with (`usePageAnswer`, the public config, the light store) and loads its live part after
  // (`import()`). The stack then loads after the first screen.
  const bootstrap = path.join(ROOT, 'shell', 'src', 'bootstrap.tsx');
  it("the shell's bootstrap reaches no store stack", () => {
    expect(heavyChains(bootstrap, STORE_STACK)).toEqual([]);
  });

  /**
   * Visitor pages that still load the stack before their first render, and why; the list can only
   * shrink (a page listed here that no longer reaches the stack fails the check too).
   */
  const STACK_BEFORE_FIRST_RENDER: Record<string, string> = {
    '/SignUp': 'its form is in the HTML (a click waits for the app); the stack is its submit',
    '/login': 'its form is in the HTML (a click waits for the app); the stack is its submit',
    '/forget-password': 'its form is in the HTML (a click waits for the app); the stack is its submit',
    '/recover-password/:id': 'its form is in the HTML (a click waits for the app); the stack is its submit',
    '/google-success': 'asks the API for the session it was sent with, then moves on',
    '/community': 'asks the API for the community address, then moves on (measured as /coming-soon)',
    '/find-talent': 'its list and its paging read the API on the first render',
  };
  const folderOf = (container: string) => (Object.keys(AREAS) as AreaFolder[]).find((f) => AREAS[f] === container);
  const visitorPages = ROUTE_TABLE.filter((route) => route.access === 'public' || route.access === 'guest').map(
    (route) => {
      const page = exposed.find(({ name }) => name === `${folderOf(route.remote)} ${route.module}`);
      return [route.path, page?.file ?? `${route.remote} ${route.module} is not exposed`] as const;
    },
  );

  it('covers every visitor page of the route table', () => {
    expect(visitorPages.length).toBeGreaterThan(15);
    for (const listed of Object.keys(STACK_BEFORE_FIRST_RENDER))
      expect(visitorPages.map(([route]) => route)).toContain(listed);
  });

  it.each(visitorPages)('%s reaches the store stack only when listed', (route, file) => {
    expect(existsSync(file)).toBe(true);
    const chains = heavyChains(file, STORE_STACK);
    if (route in STACK_BEFORE_FIRST_RENDER) expect(chains.join()).toMatch(/@freelane\/shared \(the store stack/);
    else expect(chains).toEqual([]);
  });

  it('finds the stack where it is: the member header reads the API', () => {
    const memberHeader = path.join(ROOT, 'shell', 'src', 'features', 'header', 'components', 'signed-in-header.tsx');
    expect(heavyChains(memberHeader, STORE_STACK).join()).toMatch(/@freelane\/shared \(the store stack/);
  });
});

describe('the walk (the check fails when it should)', () => {
  const contracts = path.join(SHARED, 'src', 'contracts');
  it('reaches zod through a schema module, and through a barrel for a name that module provides', () => {
    expect(heavyChains(path.join(contracts, 'tolerant-enum.ts')).join()).toMatch(/tolerant-enum\.ts → zod/);
    expect(exportsName(path.join(contracts, 'index.ts'), 'knownOr')).toBe(true);
  });

  it('follows a barrel by name: a plain value through contracts/index.ts costs only its own module', () => {
    // known-values.ts has no imports; tolerant-enum.ts re-exports it and builds schemas.
    const probe = path.join(SHARED, 'src', 'mf', '__first-screen-probe__.ts');
    cache.set(probe, { links: [{ from: '../contracts', names: ['knownOr'] }], own: new Set() });
    expect(heavyChains(probe)).toEqual([]);
    cache.set(probe, { links: [{ from: '../contracts', names: ['tolerantEnum'] }], own: new Set() });
    expect(heavyChains(probe).join()).toMatch(/contracts\/index\.ts → .*tolerant-enum\.ts → zod/);
    cache.delete(probe);
  });
});
