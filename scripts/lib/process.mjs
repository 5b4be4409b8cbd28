// Child-process helpers shared by the scripts.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './paths.mjs';

/** Runs a command to completion with inherited output; rejects with a message naming it on failure. */
export function run(command, args, { env = process.env, cwd = REPO_ROOT, stdio = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Prints the message and exits 1; used for operator mistakes (no stack trace). */
export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
