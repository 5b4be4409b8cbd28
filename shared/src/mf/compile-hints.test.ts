import { COMPILE_HINT, wantsCompileHint } from './compile-hints';

it('marks the app scripts, entry and chunks, and nothing else', () => {
  expect(wantsCompileHint('static/js/index.f35933e196.js')).toBe(true);
  expect(wantsCompileHint('static/js/async/2j.8fbe98ce07.js')).toBe(true);
  expect(wantsCompileHint('static/js/mf_public.e12cc38d9e.js')).toBe(true);
  expect(wantsCompileHint('static/js/async/2j.8fbe98ce07.js.LICENSE.txt')).toBe(false);
  expect(wantsCompileHint('push-sw.js')).toBe(false);
  expect(wantsCompileHint('static/css/index.css')).toBe(false);
  expect(wantsCompileHint('mf-manifest.json')).toBe(false);
});

it("is V8's magic comment on a line of its own", () => {
  // V8 reads it only as the file's first line, exactly so spelled.
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
});
