// What an operator does and sees on the e2e deploy folder: `npm run release` / `npm run rollback`
// as they run them, and every file of a folder with its mtime (what "untouched" means to them).
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { deployDir } from './live-versions';

/** Every file under a folder with its mtime. */
export function snapshot(folder: string): Record<string, number> {
  const result: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      result[path.relative(folder, full)] = statSync(full).mtimeMs;
    }
  };
  walk(folder);
  return result;
}

/** One of the release scripts (`release.mjs`, `rollback.mjs`…) on the e2e deploy folder; its output. */
export function runScript(name: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', name), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir() },
    encoding: 'utf8',
    timeout: 240_000,
  });
}
