// npm run lint:migrations (and npm run lint): fails when a migration could break the release still
// serving on other machines, or hold a table's lock for long. See scripts/lib/migration-lint.mjs.
import { lintMigrations } from './lib/migration-lint.mjs';

const started = Date.now();
const { checked, exempt, findings, problems } = lintMigrations();
for (const problem of problems) console.error(`✖ ${problem}`);
for (const { file, line, rule, message } of findings)
  console.error(`✖ api/drizzle/${file}:${line} ${rule}: ${message}`);
if (findings.length > 0 || problems.length > 0) {
  console.error(
    '\nA migration must leave the previous release working while it still serves (expand/contract) and must not hold a ' +
      'table\'s lock for long: see docs/decisions.md, "Migrations: expand/contract". A contract step on purpose is ' +
      'acknowledged on its statement with `-- squawk-ignore <rule>` and a comment naming the release that stopped using it.',
  );
  process.exit(1);
}
console.log(
  `✔ migrations linted: ${checked.length} checked by squawk, ${exempt.length} released before it and acknowledged (${Date.now() - started} ms)`,
);
