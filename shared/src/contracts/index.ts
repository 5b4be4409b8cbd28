/** Isomorphic contracts: zod schemas and types for every call. Safe to import from the API. */
export * from './common';
export * from './user';
export * from './blog';
export * from './notification';
export * from './registry';
