/**
 * What only the API reads of an endpoint's definition (contracts/endpoints/<area>.ts): its `summary`
 * (text for the API document's readers) and its `schemas` (the zod contracts behind a lazy import,
 * with the function that picks them). In a browser build both are dead weight on every page that
 * imports a definition: the `@freelane/shared` core holds about 80 definitions, whose summaries and
 * schema pickers with their chunk-loading stubs cost the home page several kB (measured by `npm run
 * bench`). This plugin drops both from the definition modules before they are compiled, so a
 * definition costs the browser its method, path, access and kinds only (all that `queryOf`,
 * `mutationOf`, `requestOf` and `urlOf` read).
 *
 * The build fails if either is left (a form the scanner does not know): then teach it the new form
 * rather than carrying the text again.
 */
interface TransformApi {
  transform: (
    descriptor: { test: RegExp; order: 'pre' },
    handler: (context: { code: string; resourcePath: string }) => string,
  ) => void;
}

const NAME = 'freelane:server-only-text';
/** A definition module: shared/src/contracts/endpoints/*.ts (not its tests). */
export const DEFINITION_MODULE = /[\\/]contracts[\\/]endpoints[\\/][^\\/]+(?<!\.test)\.ts$/;
/** `summary: '…',` / `summary: "…",`, on one line or with the string on the next (prettier's wrap). */
const SUMMARY = /\bsummary:\s*(['"])(?:\\.|(?!\1)[^\\\n])*\1,?/g;

/** The module's code without its summaries (whatever else is on those lines stays). */
export function stripSummaries(code: string): string {
  return code.replace(SUMMARY, '');
}

const OPENING = '([{';
const CLOSING = ')]}';

/** Where the expression starting at `start` ends: before the `,`, `;` or closing bracket at its own depth. */
function expressionEnd(code: string, start: number): number {
  let depth = 0;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index] as string;
    if (char === '/' && code[index + 1] === '/') {
      index = code.indexOf('\n', index); // a line comment (its apostrophes are no strings)
      if (index === -1) return code.length;
    } else if (char === '/' && code[index + 1] === '*') {
      index = code.indexOf('*/', index) + 1;
      if (index === 0) return code.length;
    } else if (char === "'" || char === '"' || char === '`') {
      // Skip the string (escapes included); a template's `${…}` holds no bracket of ours here.
      for (index += 1; index < code.length && code[index] !== char; index += 1) if (code[index] === '\\') index += 1;
    } else if (OPENING.includes(char)) depth += 1;
    else if (CLOSING.includes(char)) {
      if (depth === 0) return index;
      depth -= 1;
    } else if ((char === ',' || char === ';') && depth === 0) return index;
  }
  return code.length;
}

/**
 * The code without each match of `lead` and the expression after it, with the expression's own
 * `terminator` (the `,` after a property, the `;` after a statement).
 */
function stripExpressions(code: string, lead: RegExp, terminator: ',' | ';'): string {
  let out = '';
  let from = 0;
  for (const match of code.matchAll(lead)) {
    if (match.index < from) continue;
    const end = expressionEnd(code, match.index + match[0].length);
    out += code.slice(from, match.index);
    from = code[end] === terminator ? end + 1 : end;
  }
  return out + code.slice(from);
}

/** The module's code without its definitions' `schemas: …` (a `schemasFrom(…)` call or a name), commas included. */
export const stripSchemas = (code: string) => stripExpressions(code, /\bschemas:\s*/g, ',');

/** The module's code without the schema pickers several definitions share (`const answer = schemasFrom(…);`). */
export const stripSharedSchemas = (code: string) => stripExpressions(code, /^const \w+ = (?=schemasFrom\()/gm, ';');

/** What a browser build would still carry of the API's own text: none may be left. */
export const LEFT_FOR_THE_API = /\b(summary|schemas)\s*:|\bschemasFrom\(/;

/** What a browser build keeps of a definition module. */
export const browserDefinitions = (code: string) => stripSharedSchemas(stripSchemas(stripSummaries(code)));

export function pluginServerOnlyText() {
  return {
    name: NAME,
    setup(api: TransformApi) {
      api.transform({ test: DEFINITION_MODULE, order: 'pre' }, ({ code, resourcePath }) => {
        const stripped = browserDefinitions(code);
        if (LEFT_FOR_THE_API.test(stripped)) {
          throw new Error(`${NAME}: a summary or schemas in ${resourcePath} is not in a form this plugin knows`);
        }
        return stripped;
      });
    },
  };
}
