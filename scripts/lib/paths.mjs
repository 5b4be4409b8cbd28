// Where things live. Every script resolves paths from here so they work from any cwd.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Deployable remotes: folder name → Module Federation container name (mirrors shared/src/contracts/registry.ts). */
export const AREAS = Object.freeze({
  'mf-public': 'mf_public',
  'mf-accounts': 'mf_accounts',
  'mf-jobs': 'mf_jobs',
  'mf-messaging': 'mf_messaging',
  'mf-hiring-assistant': 'mf_hiring_assistant',
});

export const AREA_FOLDERS = Object.freeze(Object.keys(AREAS));

/** DEPLOY_DIR (absolute), default <repo>/deploy. Read on each call so tests can point it elsewhere. */
export function deployDir(env = process.env) {
  return path.resolve(REPO_ROOT, env.DEPLOY_DIR || 'deploy');
}

export function appDistDir(folder) {
  return path.join(REPO_ROOT, folder, 'dist');
}
