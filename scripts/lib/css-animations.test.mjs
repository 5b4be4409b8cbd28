// Every animation of the front end moves only what the compositor can animate off the main thread
// (docs/decisions.md, "What a new page must do to be fast", step 1). A keyframe on any other property
// (a background's position, a width, a colour) repaints on the main thread every frame it runs: the
// skeleton's sheen did, all through a phone's start-up (stop 53). This reads every stylesheet of the
// shell and the areas, so a new one is checked without being listed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from './paths.mjs';
import { frontEndStylesheets } from './stylesheets.mjs';

const COMPOSITED = new Set(['transform', 'opacity', 'translate', 'rotate', 'scale']);

/** Each `@keyframes` of a stylesheet with the properties its frames set. */
export function keyframesOf(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = [];
  for (const match of text.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g)) {
    const properties = [...match[2].matchAll(/\{([^{}]*)\}/g)].flatMap(([, block]) =>
      [...block.matchAll(/(?:^|;)\s*([a-z-]+)\s*:/g)].map(([, property]) => property),
    );
    found.push({ name: match[1], properties: [...new Set(properties)] });
  }
  return found;
}

describe('the front end animates only what the compositor runs', () => {
  it('reads the properties of each keyframe', () => {
    assert.deepEqual(
      keyframesOf(
        '/* a */ @keyframes spin { from { transform: rotate(0) } to { transform: rotate(360deg); opacity: 1 } }',
      ),
      [{ name: 'spin', properties: ['transform', 'opacity'] }],
    );
    assert.deepEqual(keyframesOf('@keyframes s { 0%, 50% { background-position: 0 0 } }'), [
      { name: 's', properties: ['background-position'] },
    ]);
  });

  it('every @keyframes of the shell and the areas moves transform or opacity only', () => {
    const files = frontEndStylesheets();
    assert.ok(files.length > 10, `the stylesheets were found (${files.length})`);
    const offenders = files.flatMap((file) =>
      keyframesOf(readFileSync(file, 'utf8'))
        .filter(({ properties }) => properties.some((property) => !COMPOSITED.has(property)))
        .map(
          ({ name, properties }) => `${path.relative(REPO_ROOT, file)}: @keyframes ${name} (${properties.join(', ')})`,
        ),
    );
    assert.deepEqual(offenders, []);
  });
});
