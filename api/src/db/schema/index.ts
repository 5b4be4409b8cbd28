// The database schema, one file per domain (drizzle.config.ts reads this folder). Import tables and
// row types from here ('../db/schema'), not from a domain file.

export * from './accounts';
export * from './files';
export * from './jobs';
export * from './messaging';
export * from './reviews-disputes';
export * from './programmes';
export * from './hiring';
export * from './blog';
export * from './infrastructure';
export * from './invoices';
export * from './sign-in-security';
export * from './alerts';
