/**
 * @jest-environment node
 */
// The areas' entries call the shell's bundler runtime (provide-from-shell.ts → from-shell.ts).
import { readFileSync } from 'node:fs';
import { BUNDLER_RUNTIME_GLOBAL, BUNDLER_RUNTIME_REQUEST } from './contract';

const global = globalThis as Record<string, unknown>;

afterEach(() => {
  delete global[BUNDLER_RUNTIME_GLOBAL];
  jest.resetModules();
});

it('names the file rspack resolves for the generated code, so the replacement cannot silently miss it', () => {
  // What rspack's federation plugin imports (it resolves the package for CommonJS), and the ESM entry.
  expect(require.resolve('@module-federation/webpack-bundler-runtime')).toMatch(BUNDLER_RUNTIME_REQUEST);
  expect('/x/node_modules/@module-federation/webpack-bundler-runtime/dist/index.js').toMatch(BUNDLER_RUNTIME_REQUEST);
  expect('@module-federation/webpack-bundler-runtime').toMatch(BUNDLER_RUNTIME_REQUEST);
  // Its other files (the functions themselves, which the shell provides) are not replaced.
  expect('/x/node_modules/@module-federation/webpack-bundler-runtime/dist/consumes.cjs').not.toMatch(
    BUNDLER_RUNTIME_REQUEST,
  );
});

it('is named with the federation version it was written for, so an upgrade must revisit it', () => {
  // A new minor version of the package may change what the generated code calls: from-shell.ts
  // and the global's name are then checked and renamed together (an older area then fails alone).
  const manifest = require.resolve('@module-federation/webpack-bundler-runtime/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const [major, minor] = version.split('.');
  expect(BUNDLER_RUNTIME_GLOBAL).toBe(`__FREELANE_MF_BUNDLER_RUNTIME_${major}_${minor}__`);
});

it("gives an area's entry the shell's functions, with share scopes and options of its own", async () => {
  const { provideBundlerRuntime } = await import('./provide-from-shell');
  const { default: real } = await import('@module-federation/webpack-bundler-runtime');
  provideBundlerRuntime();
  const { default: area } = await import('./from-shell');
  // A second area's entry: its own copy of the module, as in its own bundle.
  jest.resetModules();
  const { default: otherArea } = await import('./from-shell');
  for (const name of ['consumes', 'I', 'installInitialConsumes', 'init', 'remotes'] as const) {
    expect(area.bundlerRuntime[name]).toBe(real.bundlerRuntime?.[name]);
  }
  // The shell exposes nothing; an area's container still needs its start.
  expect(typeof area.bundlerRuntime.initContainerEntry).toBe('function');
  expect(area.attachShareScopeMap).toBe(real.attachShareScopeMap);
  // What holds state is each bundle's own: two areas never share their scopes or options.
  expect(area.bundlerRuntime.S).not.toBe(otherArea.bundlerRuntime.S);
  expect(area.bundlerRuntimeOptions).not.toBe(otherArea.bundlerRuntimeOptions);
  expect(area.bundlerRuntime.S).not.toBe(real.bundlerRuntime?.S);
});

it('fails the area alone when the shell provides nothing (an older shell)', async () => {
  await expect(import('./from-shell')).rejects.toThrow(BUNDLER_RUNTIME_GLOBAL);
});
