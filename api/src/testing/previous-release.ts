import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_DIR, REPO_ROOT } from '../paths';

/** api/previous-release.json: the release still serving while the next one migrates. */
export interface PreviousRelease {
  commit: string;
  reason: string;
}

export function previousRelease(): PreviousRelease {
  return JSON.parse(readFileSync(path.join(API_DIR, 'previous-release.json'), 'utf8')) as PreviousRelease;
}

const git = (args: string[], options: { input?: Buffer } = {}) =>
  spawnSync('git', args, { cwd: REPO_ROOT, maxBuffer: 256 * 1024 * 1024, input: options.input });

/**
 * Whether this clone has the commit (a shallow clone may not). Undefined when it has; otherwise why.
 */
export function missingHistory(commit: string): string | undefined {
  const found = git(['cat-file', '-e', `${commit}^{commit}`]);
  if (found.status === 0) return undefined;
  const shallow = git(['rev-parse', '--is-shallow-repository']).stdout?.toString().trim() === 'true';
  return (
    `the previous release's commit ${commit} (api/previous-release.json) is not in this clone` +
    (shallow ? ' (a shallow clone: fetch the history, e.g. git fetch --unshallow)' : '') +
    '; the previous-release compatibility test needs it'
  );
}

/**
 * The previous release's API, compiled as that release compiles it (its own api/scripts/build.mjs,
 * esbuild), from its sources (git archive of api/ and shared/) against today's node_modules: the
 * packages are the lockfile's, the code is the old one. Its @freelane/shared is its own.
 */
export async function buildPreviousRelease(
  commit: string,
): Promise<{ root: string; serverEntry: string; remove: () => void }> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'freelane-previous-release-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const archive = git(['archive', '--format=tar', commit, 'package.json', 'tsconfig.json', 'api', 'shared']);
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr.toString()}`);
    const untar = spawnSync('tar', ['-x', '-C', root], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`could not unpack the previous release: ${untar.stderr.toString()}`);

    // Today's packages, except our own workspaces: the old @freelane/shared is the archive's.
    const modules = path.join(REPO_ROOT, 'node_modules');
    mkdirSync(path.join(root, 'node_modules', '@freelane'), { recursive: true });
    for (const entry of readdirSync(modules)) {
      if (entry === '@freelane' || entry === '.bin' || entry.startsWith('.package-lock')) continue;
      symlinkSync(path.join(modules, entry), path.join(root, 'node_modules', entry));
    }
    symlinkSync(path.join(root, 'shared'), path.join(root, 'node_modules', '@freelane', 'shared'));
    symlinkSync(path.join(API_DIR, 'node_modules'), path.join(root, 'api', 'node_modules'));

    // Asynchronous, so that the caller migrates and seeds the database meanwhile.
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        [path.join(root, 'api', 'scripts', 'build.mjs')],
        { cwd: path.join(root, 'api') },
        (error, stdout, stderr) =>
          error ? reject(new Error(`the previous release's API did not build:\n${stdout}${stderr}`)) : resolve(),
      );
    });
    return { root, serverEntry: path.join(root, 'api', 'dist', 'server.js'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
