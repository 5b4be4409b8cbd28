import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { lintMigrations } from './migration-lint.mjs';

const folders = [];
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A drizzle folder holding `migrations` ({ tag: sql }) and an exemption list. */
function folder(migrations, exempt = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freelane-lint-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'meta'));
  const entries = Object.keys(migrations).map((tag, idx) => ({
    idx,
    version: '7',
    when: 1_800_000_000_000 + idx,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const [tag, sql] of Object.entries(migrations)) writeFileSync(path.join(dir, `${tag}.sql`), sql);
  const exemptFile = path.join(dir, 'exempt.json');
  writeFileSync(exemptFile, JSON.stringify({ files: exempt }));
  return { dir, exemptFile };
}

const rulesOf = (result) => result.findings.map((finding) => finding.rule);

describe('the migration linter', () => {
  it("passes the repository's migrations (the released ones it flags are acknowledged)", () => {
    const result = lintMigrations();
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.findings, []);
    assert.ok(result.checked.length > 0);
  });

  it('flags what breaks the previous release or blocks a table, each by its rule', () => {
    const cases = {
      '0001_drop': ['ALTER TABLE "jobs" DROP COLUMN "title";', 'ban-drop-column'],
      '0002_rename': ['ALTER TABLE "jobs" RENAME COLUMN "rank" TO "level";', 'renaming-column'],
      '0003_required': ['ALTER TABLE "users" ADD COLUMN "nick" text NOT NULL;', 'adding-required-field'],
      '0004_type': ['ALTER TABLE "users" ALTER COLUMN "bio" SET DATA TYPE integer;', 'changing-column-type'],
      '0005_index': ['CREATE INDEX "jobs_title_idx" ON "jobs" ("title");', 'require-concurrent-index-creation'],
      '0006_default': ['ALTER TABLE "jobs" ALTER COLUMN "status" DROP DEFAULT;', 'ban-drop-default'],
      '0007_table': ['DROP TABLE "sessions";', 'ban-drop-table'],
    };
    const result = lintMigrations(folder(Object.fromEntries(Object.entries(cases).map(([tag, [sql]]) => [tag, sql]))));
    for (const [tag, [, rule]] of Object.entries(cases)) {
      assert.ok(
        result.findings.some((finding) => finding.file === `${tag}.sql` && finding.rule === rule),
        `${tag}: ${rule} (found ${JSON.stringify(result.findings.filter((finding) => finding.file === `${tag}.sql`))})`,
      );
    }
  });

  it('passes a new table with its indexes, and a contract step acknowledged on its statement', () => {
    const result = lintMigrations(
      folder({
        '0001_table':
          'CREATE TABLE "things" ("id" uuid PRIMARY KEY, "owner_id" uuid NOT NULL);\n--> statement-breakpoint\nCREATE INDEX "things_owner_idx" ON "things" ("owner_id");',
        '0002_contract':
          '-- Unused since release 2026.12 (expanded in 0001).\n-- squawk-ignore ban-drop-column\nALTER TABLE "jobs" DROP COLUMN "legacy";',
        '0003_contract': '-- freelane-ignore ban-drop-default\nALTER TABLE "jobs" ALTER COLUMN "legacy" DROP DEFAULT;',
      }),
    );
    assert.deepEqual(result.findings, []);
  });

  it('lints a marked migration as the runner applies it: concurrently, outside a transaction', () => {
    const index = 'CREATE INDEX CONCURRENTLY IF NOT EXISTS "jobs_title_idx" ON "jobs" ("title");';
    assert.deepEqual(lintMigrations(folder({ '0001_index': `-- freelane:no-transaction\n${index}` })).findings, []);
    assert.deepEqual(rulesOf(lintMigrations(folder({ '0001_index': index }))), ['concurrently-needs-no-transaction']);
    const mixed = `-- freelane:no-transaction\n${index}\n--> statement-breakpoint\nALTER TABLE "jobs" ADD COLUMN "x" text;`;
    assert.deepEqual(rulesOf(lintMigrations(folder({ '0001_index': mixed }))), ['no-transaction-holds-only-indexes']);
  });

  it('refuses an acknowledged migration that changed since it was released', () => {
    const sql = 'CREATE INDEX "jobs_title_idx" ON "jobs" ("title");';
    const sha256 = createHash('sha256').update(sql).digest('hex');
    const unchanged = lintMigrations(
      folder({ '0001_old': sql }, { '0001_old.sql': { sha256, reason: 'released before the linter' } }),
    );
    assert.deepEqual([unchanged.findings, unchanged.problems], [[], []]);
    const changed = lintMigrations(
      folder({ '0001_old': `${sql}\n` }, { '0001_old.sql': { sha256, reason: 'released before the linter' } }),
    );
    assert.match(changed.problems.join('\n'), /0001_old\.sql: a released migration changed/);
  });
});
