import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` after editing the schema (src/db/schema/, one file per domain); commit the SQL in ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  casing: 'snake_case',
});
