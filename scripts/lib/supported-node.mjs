// The Node the bench measures on. The product supports the Node lines of package.json's `engines`
// (22, 24, 26) and is deployed on one of them; the machines this team works on carry Node 20, past
// its end of life and outside `engines`. A bench run on it measured a runtime nobody deploys: the
// same API build held about a third more reads a second on Node 26 (docs/decisions.md, "The bench
// runs on a Node the product supports"). So when the bench's own Node is not supported, the whole
// bench (servers, load generator, browsers' driver) runs again on one that is.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { run } from './process.mjs';
import { REPO_ROOT } from './paths.mjs';

/**
 * The newest LTS line, installed from the npm registry's `node` package when the machine has no
 * supported Node. .ci/run installs the same (NODE_LTS_MAJOR) into the same folder, so a machine that
 * ran CI has it already.
 */
export const NEWEST_LTS_MAJOR = 26;

/** package.json's `engines.node`. */
export function supportedRange() {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).engines.node;
}

/**
 * Which Node the bench runs on: `current` (this one is supported), `given` (BENCH_NODE names a
 * binary: used as it is, an operator's explicit choice), or `install` (the newest LTS, into `folder`).
 */
export function benchNodeChoice({ version = process.version, range = supportedRange(), env = process.env } = {}) {
  if (env.BENCH_NODE) return { use: 'given', node: env.BENCH_NODE };
  if (semver.satisfies(version, range)) return { use: 'current', node: process.execPath };
  const folder = path.join(os.tmpdir(), `freelane-ci-node${NEWEST_LTS_MAJOR}`);
  return { use: 'install', node: path.join(folder, 'node_modules', '.bin', 'node'), folder, major: NEWEST_LTS_MAJOR };
}

/** The version a Node binary reports ("v26.10.0"), or null when it does not run. */
export function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The binary the bench should run on, installed first when needed; `log` says what was chosen and
 * why. Rejects when the Node it would install cannot be installed (no registry).
 */
export async function benchNode({ log = console.log, env = process.env } = {}) {
  const choice = benchNodeChoice({ env });
  if (choice.use === 'current') return choice.node;
  if (choice.use === 'given') {
    const version = versionOf(choice.node);
    if (version !== process.version) log(`bench: on BENCH_NODE ${choice.node} (${version ?? 'does not run'})`);
    return choice.node;
  }
  const range = supportedRange();
  let version = existsSync(choice.node) ? versionOf(choice.node) : null;
  if (!version || !semver.satisfies(version, range)) {
    log(`bench: installing Node ${choice.major} from the npm registry into ${choice.folder}`);
    await run('npm', [
      'install',
      '--prefix',
      choice.folder,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node@${choice.major}`,
    ]);
    version = versionOf(choice.node);
  }
  log(
    `bench: Node ${process.version} is outside package.json's engines (${range}); ` +
      `the bench runs on ${version}, a Node the product is deployed on (BENCH_NODE chooses another)`,
  );
  return choice.node;
}
