import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import type { Transport } from 'nodemailer';
import { REPO_ROOT } from '../paths';
import type { Db } from '../db/client';
import type { TestContext } from './test-app';
import { Agent } from './agent';

const execFileAsync = promisify(execFile);

/** Temporary folders, removed by `removeAll()` (call it in `after`). */
export function tempFolders() {
  const made: string[] = [];
  return {
    make(name: string) {
      const dir = mkdtempSync(path.join(tmpdir(), `freelane-${name}-`));
      made.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of made) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- …` as an operator runs it: the root script, in its own process, with this environment. */
export async function operatorRuns(
  script: 'backup' | 'restore' | 'held-mail' | 'make-copy',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', `${script}.mjs`), ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'production', ...env },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

/** Every row of every table of the public schema, as JSON text, per table (`omit` drops columns of a table). */
export async function tableRows(db: Db, omit: Record<string, string[]> = {}): Promise<Map<string, Set<string>>> {
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const result = new Map<string, Set<string>>();
  for (const { tablename } of tables) {
    const dropped = (omit[tablename] ?? []).map((column) => ` - '${column}'`).join('');
    const rows = await rowsOf<{ row: string }>(
      sql.raw(`select (to_jsonb(t)${dropped})::text as row from "${tablename}" t`),
    );
    result.set(tablename, new Set(rows.map((row) => row.row)));
  }
  return result;
}

/**
 * A restored copy holds the original's data as of the backup: every row it has, the original has
 * too, unchanged, and the original's rows it lacks are only those `writtenSince` admits (written
 * while or after the backup ran). Tables a restore changes on purpose are left out (`skip`).
 */
export function assertSameDataAsOf(
  original: Map<string, Set<string>>,
  restored: Map<string, Set<string>>,
  {
    skip = [],
    writtenSince = () => false,
  }: { skip?: string[]; writtenSince?: (table: string, row: string) => boolean } = {},
) {
  assert.deepEqual([...restored.keys()], [...original.keys()], 'the same tables');
  let compared = 0;
  for (const [table, rows] of original) {
    if (skip.includes(table)) continue;
    const copy = restored.get(table)!;
    const invented = [...copy].filter((row) => !rows.has(row));
    assert.deepEqual(invented, [], `${table}: rows the original never had (or had otherwise)`);
    const lacking = [...rows].filter((row) => !copy.has(row) && !writtenSince(table, row));
    assert.deepEqual(lacking, [], `${table}: rows of the original the copy lacks`);
    compared += copy.size;
  }
  return compared;
}

/** A mail server that is down: every mail stays queued in the outbox. */
export const unreachableSmtp: Transport = {
  name: 'unreachable',
  version: '1',
  send(_mail, callback) {
    callback(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' }),
      undefined as never,
    );
  },
};

/** Signs a demo (or any) account in through the login route; returns its agent. */
export async function logIn(ctx: TestContext, email: string, password: string): Promise<Agent> {
  const agent = new Agent(ctx, email);
  const response = await agent.post('/api/v1/user/login', { email, password });
  assert.equal(response.statusCode, 200, response.body);
  return agent;
}

/** A blog post by an admin agent: resolves to whether it was acknowledged (201). */
export async function writeBlogPost(admin: Agent, title: string): Promise<boolean> {
  const response = await admin.post('/api/v1/blog/createBlog', {
    title,
    description: 'Written while the backup runs.',
    content: [{ subheading: 'Body', text: 'Every post acknowledged before the backup began is in the copy.' }],
  });
  return response.statusCode === 201;
}
