import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as barrel from '@freelane/shared/contracts';

// The contracts barrel is `export *` of every contracts file. Node links those re-exports only
// because @freelane/shared is an ES module package: were it CommonJS again, or a contracts file
// left out of the barrel, a value would be missing at run time in the API only (the front-end
// bundlers and the type checker would not notice). This imports the barrel as the API does.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'src', 'contracts');

describe('@freelane/shared/contracts', () => {
  it('re-exports every value of every contracts file', async () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.includes('.test.'));
    assert.ok(files.length >= 5);
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
      for (const name of Object.keys(module).filter((key) => key !== 'default' && key !== '__esModule')) {
        assert.ok(name in barrel, `${file} exports ${name}, which contracts/index.ts does not re-export`);
      }
    }
  });
});
