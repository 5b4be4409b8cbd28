import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` after editing src/db/schema.ts; commit the SQL in ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
