// The embedded database every in-process test app starts from: made once per test run by
// api/scripts/run-tests.mjs (`node --import tsx src/testing/pglite-template.ts <file>`), passed to the
// test files in PGLITE_TEST_TEMPLATE. A fresh PGlite spends about 3 s of a core on initdb and the
// committed migrations, and the suite builds over a hundred apps: loading this dump takes about
// 0.5 s. The migrations still run over it (none left to apply), and a file run on its own, without
// the variable, starts from an empty database as before.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/client';

/** The variable the test runner sets; read by buildTestApp (testing/test-app.ts). */
export const PGLITE_TEMPLATE_ENV = 'PGLITE_TEST_TEMPLATE';

/** Writes a dump of a fresh in-memory database with every committed migration applied. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory' });
  try {
    const { tarball } = await database.snapshot!([]);
    writeFileSync(file, tarball);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: pglite-template.ts <file>');
  await writePgliteTemplate(file);
}
