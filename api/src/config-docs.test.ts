// The documented configuration cannot drift from the code (issue 33): the README's table and
// .env.example list every variable the server reads, .env.example every one the scripts read too,
// and the several-machines command of docs/operations.md passes the server's configuration check as
// printed (with the `…` an operator fills in filled in).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CONFIG_VARIABLES, loadConfig } from './config';
import { REPO_ROOT } from './paths';
import { vapidEnv } from './push/vapid-keys';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The names a file reads from the environment: `process.env.X`, `env.X`, `env['X']`. */
function variablesRead(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/\benv(?:\?)?\.([A-Z][A-Z0-9_]+)|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g)) {
    names.add(match[1] ?? match[2]);
  }
  return [...names];
}

/** The code that runs in production or for an operator: not tests, not test helpers. */
function codeFiles(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs)$/.test(file) && !/\.test\.(ts|mjs)$/.test(file) && !file.startsWith('testing'))
    .map((file) => path.join(folder, file));
}

/** Set by the operating system or by npm (INIT_CWD: where `npm run` was typed), not by an operator. */
const SYSTEM = new Set(['USER', 'HOME', 'PATH', 'INIT_CWD']);

describe('the documented configuration', () => {
  it("the README's table lists every variable the server's configuration reads", () => {
    const readme = read('README.md');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const documented = new Set(
      section
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1])),
    );
    const missing = CONFIG_VARIABLES.filter((name) => !documented.has(name));
    assert.deepEqual(missing, [], `README.md's configuration table lacks ${missing.join(', ')}`);
  });

  it('.env.example lists every variable the server and the scripts read, with a meaning for each', () => {
    const example = read('.env.example');
    const listed = new Map<string, number>();
    const lines = example.split('\n');
    lines.forEach((line, index) => {
      const match = /^#?([A-Z][A-Z0-9_]*)=/.exec(line);
      if (match) listed.set(match[1], index);
    });
    const read_ = new Set<string>(CONFIG_VARIABLES);
    for (const folder of ['api/src', 'api/scripts', 'scripts']) {
      for (const file of codeFiles(folder))
        for (const name of variablesRead(read(file))) if (!SYSTEM.has(name)) read_.add(name);
    }
    const missing = [...read_].filter((name) => !listed.has(name)).sort();
    assert.deepEqual(missing, [], `.env.example lacks ${missing.join(', ')}`);
    for (const [name, index] of listed) {
      // Its meaning is the comment above it (or above the variables it is set together with).
      let above = index - 1;
      while (above > 0 && /^#?[A-Z][A-Z0-9_]*=/.test(lines[above])) above -= 1;
      assert.match(lines[above] ?? '', /^# \S/, `${name} has a line of meaning above it`);
      assert.ok(lines[index].startsWith('#'), `${name} is commented out: the file as it is changes nothing`);
    }
  });

  it('.env.example, uncommented as it is, is a configuration the server accepts', () => {
    const env = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .map((line) => /^#([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null)
        .map(([, name, value]) => [name, value.replace(/^"(.*)"$/, '$1')]),
    );
    // The generated secrets' values: nothing may be written to that folder.
    assert.doesNotThrow(() =>
      loadConfig({ ...env, DATA_DIR: '/nonexistent', SESSION_SECRET: 'x'.repeat(64), ...vapidEnv() }),
    );
  });

  it('the several-machines command of docs/operations.md starts as printed', () => {
    const operations = read('docs/operations.md');
    const section = operations.slice(operations.indexOf('## Running on several machines'));
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    assert.match(block, /^HOST=0\.0\.0\.0 .*npm start$/m, 'the block ends with the command');
    // What the command would start with: bash runs the block, `npm` prints its environment.
    const shell = spawnSync('bash', ['--norc', '--noprofile', '-c', `set -e; npm() { env -0; }\n${block}`], {
      env: {},
      encoding: 'utf8',
    });
    assert.equal(shell.status, 0, shell.stderr);
    const printed = Object.fromEntries(
      shell.stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    // The operator's own values, where the docs print `…`: one of the documented shape.
    const vapid = vapidEnv();
    const filled = Object.fromEntries(
      Object.entries(printed).map(([name, value]) => {
        if (!value.includes('…')) return [name, value];
        if (name === 'SESSION_SECRET') return [name, 'f'.repeat(64)];
        if (name === 'VAPID_PUBLIC_KEY') return [name, vapid.VAPID_PUBLIC_KEY];
        if (name === 'VAPID_PRIVATE_KEY') return [name, vapid.VAPID_PRIVATE_KEY];
        if (name === 'ADMIN_EMAIL') return [name, 'admin@freelane.example'];
        return [name, `${name.toLowerCase()}-of-the-operator-0123456789`];
      }),
    );
    assert.ok(filled.SMTP_URL, 'SMTP_URL is shown');
    assert.doesNotThrow(() => loadConfig({ ...filled, DATA_DIR: '/nonexistent' }));
  });
});
