// The front end's own stylesheets (the shared package, the shell and every area), for the checks
// that read them all: a new stylesheet is checked without being listed.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { AREAS, REPO_ROOT } from './paths.mjs';

const SOURCES = ['shared', 'shell', ...Object.keys(AREAS)].map((name) => path.join(REPO_ROOT, name, 'src'));

/** Every .css file under the shared package's, the shell's and the areas' src folders. */
export function frontEndStylesheets() {
  return SOURCES.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name)),
  );
}
