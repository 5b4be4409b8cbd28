// The CommonJS files of @module-federation/webpack-bundler-runtime that provide-from-shell.ts imports:
// the package's types describe its entry, not each file, so that module gives them their types.
declare module '@module-federation/webpack-bundler-runtime/dist/index.cjs';
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
