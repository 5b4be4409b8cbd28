// Each class is drawn by one stylesheet (issue 39, stop 70). The shell's sheet, a remote's sheet and
// a prerendered page's inlined styles arrive in whatever order the network gives, and two sheets
// that both draw `.x` at the same specificity each win in turn as they arrive: the shell's own
// `.fl-input` undid the shared `.fl-input--lg` until /SignUp's sheet came, so its fields shrank and
// grew back (CLS 0.028, Lighthouse 88). Another sheet may style a class in a context of its own
// (`.fl-blog-search .fl-input`, a modifier) or as a fallback inside `:where()`, which has no
// specificity; it may not draw the bare class again. This reads every stylesheet of the shared
// package, the shell and the areas, so a new one is checked without being listed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from './paths.mjs';
import { frontEndStylesheets } from './stylesheets.mjs';

/**
 * The bare class selectors of a stylesheet: `.name`, alone or with pseudo-classes and a
 * pseudo-element (`.name:hover`, `.name::placeholder`), in any rule, inside at-rules too. Selectors
 * inside `:where()` and compound or descendant ones (`.a.b`, `.a .b`, `.a > .b`) are not bare.
 */
export function bareClassSelectors(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = new Set();
  for (const [, selectors] of text.matchAll(/([^{};]+)\{[^{}]*\}/g)) {
    for (const selector of selectors.split(',').map((part) => part.trim())) {
      if (/^\.[\w-]+(?::[\w-]+(?:\([^)]*\))?)*(?:::[\w-]+)?$/.test(selector)) found.add(selector);
    }
  }
  return [...found];
}

describe('each class is drawn by one stylesheet', () => {
  it('reads the bare class selectors of a stylesheet', () => {
    assert.deepEqual(
      bareClassSelectors(
        '/* .x {} */ .a, .b:hover { color: red } .c .d, .e.f, .g > .h { } :where(.i) { } @media (min-width: 1px) { .j::placeholder { } }',
      ),
      ['.a', '.b:hover', '.j::placeholder'],
    );
  });

  it('no bare class selector is drawn by two stylesheets', () => {
    const files = frontEndStylesheets();
    assert.ok(files.length > 10, `the stylesheets were found (${files.length})`);
    const drawnBy = new Map();
    for (const file of files) {
      for (const selector of bareClassSelectors(readFileSync(file, 'utf8'))) {
        drawnBy.set(selector, [...(drawnBy.get(selector) ?? []), path.relative(REPO_ROOT, file)]);
      }
    }
    const twice = [...drawnBy]
      .filter(([, sheets]) => sheets.length > 1)
      .map(([selector, sheets]) => `${selector}: ${sheets.join(', ')}`);
    assert.deepEqual(twice, []);
  });
});
