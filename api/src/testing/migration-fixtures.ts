import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FixtureMigration {
  tag: string;
  sql: string;
}

/**
 * A migrations folder as drizzle-kit writes one (meta/_journal.json + one .sql per entry), with
 * `when` one second apart from `from` (a migration's identity: folders sharing a database start
 * apart). `write` rewrites it (a fixed migration, a new one).
 */
export function migrationsFolder(migrations: FixtureMigration[], from = 1_800_000_000_000) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freelane-migrations-'));
  const write = (list: FixtureMigration[]) => {
    mkdirSync(path.join(dir, 'meta'), { recursive: true });
    const entries = list.map(({ tag }, idx) => ({
      idx,
      version: '7',
      when: from + idx * 1000,
      tag,
      breakpoints: true,
    }));
    writeFileSync(
      path.join(dir, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
    );
    for (const { tag, sql } of list) writeFileSync(path.join(dir, `${tag}.sql`), sql);
  };
  write(migrations);
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
