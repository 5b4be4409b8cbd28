import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { API_DIR, REPO_ROOT } from './paths';

/**
 * The error envelope's `code` is a promise to API clients (docs/api.md): every code the server can
 * send must be listed there. The codes are read from the source: the second argument of the error
 * helpers (`notFound(message, 'JOB_NOT_FOUND')`, …), `new HttpError(status, 'CODE', …)`, and the
 * quoted names in the files that map to codes (errors.ts, the error handler, the role check).
 */
const HELPER_CALL =
  /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests)\((?:[^()]|\([^()]*\))*?,\s*'([A-Z][A-Z0-9_]+)',?\s*\)/g;
const HTTP_ERROR = /new HttpError\(\s*\d+,\s*'([A-Z][A-Z0-9_]+)'/g;
const QUOTED_NAME = /'([A-Z][A-Z0-9_]{2,})'/g;
/** Files whose quoted ALL_CAPS names are all error codes (defaults, maps). */
const NAMING_FILES = new Set(['src/errors.ts', 'src/plugins/error-handler.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function codesSent(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of sourceFiles(path.join(API_DIR, 'src'))) {
    const relative = path.relative(API_DIR, file).replaceAll(path.sep, '/');
    const text = readFileSync(file, 'utf8');
    const patterns = NAMING_FILES.has(relative) ? [HELPER_CALL, HTTP_ERROR, QUOTED_NAME] : [HELPER_CALL, HTTP_ERROR];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const code = match[1] as string;
        if (!code.startsWith('FST_')) codes.set(code, relative);
      }
    }
  }
  return codes;
}

describe('error codes', () => {
  it('lists every code the server can send in docs/api.md', () => {
    const codes = codesSent();
    // The scan itself must keep working: today there are about a hundred.
    assert.ok(codes.size > 90, `found only ${codes.size} codes: has the way errors are thrown changed?`);
    const documentation = readFileSync(path.join(REPO_ROOT, 'docs', 'api.md'), 'utf8');
    const undocumented = [...codes].filter(([code]) => !documentation.includes(`\`${code}\``));
    assert.deepEqual(
      undocumented.map(([code, file]) => `${code} (${file})`),
      [],
      'add these codes to docs/api.md',
    );
  });
});
