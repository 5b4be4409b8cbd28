// The migration linter (npm run lint:migrations, part of npm run lint): Squawk, the PostgreSQL
// migration linter, with api/.squawk.toml, on every migration of api/drizzle except the released
// ones api/squawk-exempt.json acknowledges (whose hashes must not change), plus the few
// expand/contract breaks Squawk has no rule for. Each migration is linted as the runner
// (api/src/db/migrations.ts) applies it: in a transaction, or without one when it is marked.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

export const API_DIR = path.join(REPO_ROOT, 'api');
const NO_TRANSACTION_MARKER = '-- freelane:no-transaction';

/**
 * Breaks Squawk does not see, and the runner's own rule for CONCURRENTLY. Acknowledging one on
 * purpose: `-- freelane-ignore <rule>` among the statement's lines (Squawk's `-- squawk-ignore`
 * refuses names it does not know).
 */
const CONCURRENT_INDEX =
  /^(CREATE\s+(UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS|DROP\s+INDEX\s+CONCURRENTLY\s+IF\s+EXISTS)\s/i;

const OWN_RULES = [
  {
    rule: 'ban-drop-default',
    test: (code) => /\bALTER\s+COLUMN\s+\S+\s+DROP\s+DEFAULT\b/i.test(code),
    message: 'Dropping a default breaks the previous release, which inserts without the column.',
  },
  {
    rule: 'ban-truncate',
    test: (code) => /^TRUNCATE\b/i.test(code),
    message: 'Emptying a table removes what the previous release still serves.',
  },
  {
    rule: 'ban-drop-object',
    test: (code) => /^DROP\s+(FUNCTION|VIEW|MATERIALIZED\s+VIEW|TYPE|SCHEMA|SEQUENCE|EXTENSION|TRIGGER)\b/i.test(code),
    message: 'Dropping something the previous release may still use breaks it while it serves.',
  },
  {
    rule: 'concurrently-needs-no-transaction',
    test: (code, marked) => !marked && /\bINDEX\s+CONCURRENTLY\b/i.test(code),
    message: `CONCURRENTLY cannot run in a transaction: put the index in a migration of its own marked \`${NO_TRANSACTION_MARKER}\`.`,
  },
  {
    rule: 'no-transaction-holds-only-indexes',
    test: (code, marked) => marked && !CONCURRENT_INDEX.test(code),
    message:
      'A migration without a transaction may hold only CREATE INDEX CONCURRENTLY IF NOT EXISTS / DROP INDEX CONCURRENTLY ' +
      'IF EXISTS statements, which can run again after a failure (the runner refuses anything else).',
  },
];

/** The squawk binary of the squawk-cli package (its platform package ships it: nothing is downloaded). */
export function squawkBin() {
  const require = createRequire(path.join(REPO_ROOT, 'package.json'));
  return path.join(path.dirname(require.resolve('squawk-cli/package.json')), 'js', 'bin', 'squawk');
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function runSquawk(files, { inTransaction, cwd, config }) {
  if (files.length === 0) return [];
  const args = [
    squawkBin(),
    '-c',
    config,
    '--reporter',
    'json',
    inTransaction ? '--assume-in-transaction' : '--no-assume-in-transaction',
    ...files,
  ];
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  if (result.error) throw result.error;
  const output = result.stdout.trim();
  if (result.status !== 0 && !output.startsWith('['))
    throw new Error(`squawk failed (exit ${result.status}): ${result.stderr || output}`);
  return JSON.parse(output || '[]').map((finding) => ({
    file: path.basename(finding.file),
    line: finding.line + 1,
    rule: finding.rule_name,
    message: finding.message,
  }));
}

function ownFindings(file, text, marked) {
  const findings = [];
  let line = 1;
  for (const statement of text.split('--> statement-breakpoint')) {
    const code = statement
      .split('\n')
      .filter((row) => !row.trim().startsWith('--'))
      .join('\n')
      .trim();
    for (const { rule, test, message } of OWN_RULES) {
      const ignored = new RegExp(`--\\s*freelane-ignore\\b[^\\n]*\\b${rule}\\b`).test(statement);
      if (code !== '' && !ignored && test(code, marked)) findings.push({ file, line, rule, message });
    }
    line += statement.split('\n').length - 1;
  }
  return findings;
}

/**
 * Lints the migrations of `dir` (its journal's order). Returns the findings and the problems with
 * the exemption list (an exempt file changed or gone).
 */
export function lintMigrations({
  dir = path.join(API_DIR, 'drizzle'),
  exemptFile = path.join(API_DIR, 'squawk-exempt.json'),
  config = path.join(API_DIR, '.squawk.toml'),
} = {}) {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8'));
  const files = journal.entries.map((entry) => `${entry.tag}.sql`);
  const exempt = existsSync(exemptFile) ? JSON.parse(readFileSync(exemptFile, 'utf8')).files : {};
  const problems = [];
  for (const [file, { sha256: hash, reason }] of Object.entries(exempt)) {
    if (!reason) problems.push(`${file}: exempt without a reason`);
    if (!files.includes(file)) problems.push(`${file}: exempt, but no such migration in the journal`);
    else if (sha256(readFileSync(path.join(dir, file), 'utf8')) !== hash) {
      problems.push(
        `${file}: a released migration changed (its sha256 differs from the exemption's); databases that applied it will never see the change: write a new migration instead`,
      );
    }
  }
  const checked = files.filter((file) => !exempt[file]);
  const texts = new Map(checked.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
  const marked = checked.filter((file) =>
    texts
      .get(file)
      .split('\n')
      .some((row) => row.trim() === NO_TRANSACTION_MARKER),
  );
  const findings = [
    ...runSquawk(
      checked.filter((file) => !marked.includes(file)),
      { inTransaction: true, cwd: dir, config },
    ),
    ...runSquawk(marked, { inTransaction: false, cwd: dir, config }),
    ...checked.flatMap((file) => ownFindings(file, texts.get(file), marked.includes(file))),
  ];
  return { checked, exempt: Object.keys(exempt), findings, problems };
}
