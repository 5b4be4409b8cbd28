import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * pg_dump and pg_restore (Debian's `postgresql-client-<N>`). pg_dump refuses a server newer than
 * itself and reads servers back to 9.2; pg_restore reads archives of its own major version and
 * older. So the rule is: the tools' major version at least the server's (backup) and at least the
 * archive's pg_dump's (restore). Found in PG_BIN, else Debian's newest /usr/lib/postgresql/<N>/bin,
 * else the PATH.
 */
const DEBIAN_ROOT = '/usr/lib/postgresql';

export interface PostgresTool {
  file: string;
  /** `15.18`, as `--version` prints it. */
  version: string;
  major: number;
}

function candidates(name: string, env: NodeJS.ProcessEnv): string[] {
  const found: string[] = [];
  if (env.PG_BIN) found.push(path.join(env.PG_BIN, name));
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((version) => /^\d+$/.test(version))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) found.push(path.join(DEBIAN_ROOT, version, 'bin', name));
  }
  found.push(name);
  return found;
}

export function findPostgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): PostgresTool {
  for (const file of candidates(name, env)) {
    if (file.includes('/') && !existsSync(file)) continue;
    try {
      const output = execFileSync(file, ['--version'], { encoding: 'utf8' });
      const match = /(\d+)(?:\.(\d+))?/.exec(output);
      if (!match) continue;
      return { file, version: match[2] ? `${match[1]}.${match[2]}` : match[1], major: Number(match[1]) };
    } catch {
      // not there or not runnable: the next candidate
    }
  }
  throw new Error(
    `${name} was not found (PG_BIN, ${DEBIAN_ROOT}/<version>/bin, the PATH): install the PostgreSQL client of your server's version ` +
      `(Debian: apt-get install postgresql-client-<version>), or set PG_BIN to the folder that has it`,
  );
}

/** `server_version_num` (150018) as its major version (15). */
export const majorOf = (versionNum: string | number) => Math.floor(Number(versionNum) / 10_000);

/**
 * The URL without its password, and the environment that passes the password instead (a command
 * line is readable by every user of the machine through `ps`).
 */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}
