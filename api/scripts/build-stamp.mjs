// What a build says about itself (freelane_build_info on /metrics): the product's version (the root
// package.json) and the commit it was built from, `-dirty` when tracked files differed from it.
// scripts/build.mjs stamps it into dist/ at build time; run from source (tsx: dev, tests), the API
// reads it at start (src/build-info.ts). Without git (a copied tree), the commit is 'unknown'.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function git(args) {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** @returns {{ version: string, commit: string }} */
export function buildStamp() {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const commit = git(['rev-parse', 'HEAD']);
  if (!commit) return { version, commit: 'unknown' };
  const dirty = git(['status', '--porcelain', '--untracked-files=no']);
  return { version, commit: dirty ? `${commit}-dirty` : commit };
}
