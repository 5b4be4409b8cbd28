/**
 * Isomorphic contracts: zod schemas and types for every call. Safe to import from the API.
 *
 * `export *` reaches Node too: @freelane/shared is an ES module package ("type": "module"), so the
 * API (ESM under tsx) links these re-exports natively. A new contracts file is added here; the
 * API's contracts-barrel test fails until it is.
 */
export * from './common';
export * from './http';
export * from './user';
export * from './display-name';
export * from './confusables';
export * from './blog';
export * from './notification';
export * from './realtime';
export * from './page-paths';
export * from './messages';
export * from './briefs';
export * from './registry';
export * from './registry-schema';
export * from './public';
export * from './money';
export * from './number-format';
export * from './agreed-amount';
export * from './payment-status';
export * from './account';
export * from './files';
export * from './talent';
export * from './safe-path';
export * from './auth';
export * from './sign-in-security';
export * from './dashboard-periods';
export * from './job-options';
export * from './status-vocabulary';
export * from './jobs';
export * from './saved-searches';
export * from './applications';
export * from './work';
export * from './job-stats';
export * from './review-criteria';
export * from './reviews';
export * from './disputes';
export * from './mentorship';
export * from './hiring-assistant-options';
export * from './hiring-assistants';
export * from './job-draft-statuses';
export * from './job-drafts';
export * from './screening';
export * from './screening-results';
export * from './programme-applications';
export * from './file-check';
export * from './tolerant-enum';
export * from './cache-kinds';
export * from './endpoint';
export * from './push';
