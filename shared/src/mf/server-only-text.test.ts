import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  browserDefinitions,
  DEFINITION_MODULE,
  LEFT_FOR_THE_API,
  stripSchemas,
  stripSummaries,
} from './server-only-text';

const ENDPOINTS_DIR = path.join(__dirname, '..', 'contracts', 'endpoints');
const modules = readdirSync(ENDPOINTS_DIR)
  .map((name) => path.join(ENDPOINTS_DIR, name))
  .filter((file) => DEFINITION_MODULE.test(file));
/** The modules that define endpoints (the list, index.ts, only gathers them). */
const definitions = modules.filter((file) => path.basename(file) !== 'index.ts');

/** Syntax errors of a TypeScript module (none: it still compiles, with what it no longer uses). */
const syntaxErrors = (code: string) =>
  (ts.transpileModule(code, { reportDiagnostics: true }).diagnostics ?? []).map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  );

describe('the browser builds drop what only the API reads of a definition', () => {
  it('finds the definition modules', () => {
    expect(modules.length).toBeGreaterThanOrEqual(15);
    expect(DEFINITION_MODULE.test(path.join(ENDPOINTS_DIR, 'job.test.ts'))).toBe(false);
  });

  it.each(definitions.map((file) => [path.basename(file), file]))(
    'takes every summary out of %s and nothing else',
    (_name, file) => {
      const code = readFileSync(file, 'utf8');
      const stripped = stripSummaries(code);
      expect(code).toMatch(/\bsummary:/);
      expect(stripped).not.toMatch(/\bsummary\s*:/);
      // What remains is the module with the summaries' text removed, and only that.
      const withoutSummaryText = code.split('\n').filter((line) => !/\bsummary:|^\s*(['"]).*\1,$/.test(line));
      const remaining = stripped.split('\n').filter((line) => line.trim() !== '');
      expect(remaining).toEqual(withoutSummaryText.filter((line) => line.trim() !== ''));
    },
  );

  it.each(definitions.map((file) => [path.basename(file), file]))(
    'keeps %s a module that compiles, without schemas',
    (_name, file) => {
      const code = readFileSync(file, 'utf8');
      const stripped = browserDefinitions(code);
      expect(stripped).not.toMatch(LEFT_FOR_THE_API);
      expect(syntaxErrors(stripped)).toEqual([]);
      // Every definition keeps its method and path.
      expect(stripped.match(/\bmethod:/g)?.length).toBe(code.match(/\bmethod:/g)?.length);
      expect(stripped.match(/\bpath:/g)?.length).toBe(code.match(/\bpath:/g)?.length);
    },
  );

  it('takes a schemas expression out whole: calls, arrows, objects, strings and comments in it', () => {
    const code = [
      '  a: {',
      "    access: 'signed-in',",
      '    schemas: schemasFrom(contracts, (c) => ({ params: c.x, response: { 200: c.y } })),',
      '  },',
      '  b: { schemas: redirect },',
      '  c: {',
      '    schemas: schemasFrom(',
      '      () => Promise.all([contracts(), jobs()]),',
      "      // the job's own (a comment's apostrophe is no string)",
      "      ([c, { j }]) => ({ body: c.z, form: { fields: ['a)b'] } }),",
      '    ),',
      '    changes: [],',
      '  },',
    ].join('\n');
    const stripped = stripSchemas(code);
    expect(stripped).not.toMatch(/schemas/);
    expect(stripped).toContain("access: 'signed-in',");
    expect(stripped).toContain('changes: [],');
    expect(syntaxErrors(`const o = {${stripped}};`)).toEqual([]);
  });

  it('reads quotes inside the text and a string wrapped onto the next line', () => {
    const code = [
      "  a: { summary: \"A party's own side\", method: 'GET' },",
      "  b: { summary: 'It\\'s here', path: '/x' },",
      '  c: {',
      '    summary:',
      "      'Long text, wrapped',",
      "    access: 'public',",
    ].join('\n');
    expect(stripSummaries(code)).toBe(
      ["  a: {  method: 'GET' },", "  b: {  path: '/x' },", '  c: {', '    ', "    access: 'public',"].join('\n'),
    );
  });
});
