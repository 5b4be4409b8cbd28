import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COLOR, TAG, tokenProperties, tokensCss } from './tokens';

const REPO_ROOT = path.join(__dirname, '..', '..', '..');
const TOKENS_DIR = __dirname;
/** The front end: every stylesheet, component and template of the apps and of shared. */
const FRONT_END = ['shared', 'shell', 'mf-public', 'mf-accounts', 'mf-jobs', 'mf-messaging', 'mf-hiring-assistant'];
/** Everything else that could draw the product: the API's pages and mail, scripts, the e2e suites. */
const ELSEWHERE = ['api', 'e2e', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html)$/;

function sourceFiles(top: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'deploy', 'data', 'test-results', 'playwright-report'].includes(entry.name))
        continue;
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== TOKENS_DIR) walk(full);
      } else if (SOURCE.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(REPO_ROOT, top));
  return files;
}

/** `#1f6feb`, `#FFF`, `rgba(31, 111, 235, 0.1)` → `31,111,235,1` / `255,255,255,1` / `31,111,235,0.1`. */
function normalise(literal: string): string | null {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(literal);
  if (hex) {
    let digits = hex[1];
    if (digits.length === 3 || digits.length === 4) digits = [...digits].map((digit) => digit + digit).join('');
    if (digits.length !== 6 && digits.length !== 8) return null;
    const [r, g, b] = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
    const a = digits.length === 8 ? Math.round((parseInt(digits.slice(6), 16) / 255) * 100) / 100 : 1;
    return `${r},${g},${b},${a}`;
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i.exec(literal);
  if (!fn) return null;
  const alpha = fn[4] === undefined ? 1 : fn[4].endsWith('%') ? parseFloat(fn[4]) / 100 : parseFloat(fn[4]);
  return `${Number(fn[1])},${Number(fn[2])},${Number(fn[3])},${alpha}`;
}

/** Colour literals in a text, each with its line (`Freelancer#2026` and `&#160;` are not colours). */
function colourLiterals(text: string): { literal: string; line: number }[] {
  const found: { literal: string; line: number }[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/(?<![\w&])#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi)) {
      found.push({ literal: match[0], line: index + 1 });
    }
  });
  return found;
}

/** Every colour the tokens define, normalised, with a name for the message. */
const TOKEN_COLOURS = new Map<string, string>();
for (const [name, value] of Object.entries(COLOR)) {
  const key = normalise(value);
  if (key && !TOKEN_COLOURS.has(key)) TOKEN_COLOURS.set(key, `COLOR.${name}`);
}
for (const [name, { text, bg }] of Object.entries(TAG)) {
  for (const [part, value] of [
    ['text', text],
    ['bg', bg],
  ]) {
    const key = normalise(value);
    if (key && !TOKEN_COLOURS.has(key)) TOKEN_COLOURS.set(key, `TAG.${name}.${part}`);
  }
}
/** The brand blue at any opacity. */
const BRAND_RGB = normalise(COLOR.primary)!.split(',').slice(0, 3).join(',');

function handWritten(files: string[], isToken: (key: string) => string | undefined): string[] {
  return files.flatMap((file) =>
    colourLiterals(readFileSync(file, 'utf8')).flatMap(({ literal, line }) => {
      const key = normalise(literal);
      const token = key && isToken(key);
      return token ? [`${path.relative(REPO_ROOT, file)}:${line}: ${literal} (${token})`] : [];
    }),
  );
}

describe('design tokens', () => {
  it('tokens.css is what tokens.ts writes (after a change: npm run tokens -w shared)', () => {
    expect(readFileSync(path.join(TOKENS_DIR, 'tokens.css'), 'utf8')).toBe(tokensCss());
  });

  it('no colour of the tokens is written by hand anywhere in the front end', () => {
    const files = FRONT_END.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(500);
    expect(handWritten(files, (key) => TOKEN_COLOURS.get(key))).toEqual([]);
  });

  it('the brand blue, at any opacity, is written nowhere else either', () => {
    const files = ELSEWHERE.flatMap(sourceFiles);
    const brand = (key: string) => (key.startsWith(`${BRAND_RGB},`) ? 'COLOR.primary' : undefined);
    expect(handWritten(files, brand)).toEqual([]);
  });

  it('finds a token colour however it is spelt', () => {
    const found = (text: string) => colourLiterals(text).map(({ literal }) => TOKEN_COLOURS.get(normalise(literal)!));
    expect(found('color: #1F6FEB; border: 1px solid #FFF; background: rgb(217 217 217)')).toEqual([
      'COLOR.primary',
      'COLOR.textLightSolid',
      'COLOR.border',
    ]);
    expect(found("outline: 2px solid rgba(31,111,235,.1); password: 'Freelancer#2026'; &#160;")).toEqual([
      'COLOR.primaryOutline',
    ]);
  });

  it('every --fl-* property a stylesheet or component uses is a token or set where it is used', () => {
    const files = FRONT_END.flatMap(sourceFiles);
    const defined = new Set(tokenProperties().map(([name]) => name));
    const declared = new Set<string>();
    const used: { name: string; where: string }[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['"]?(--fl-[a-z0-9-]+)['"]?\s*:/g)) declared.add(match[1]);
      for (const match of text.matchAll(/var\(\s*(--fl-[a-z0-9-]+)/g)) {
        used.push({ name: match[1], where: path.relative(REPO_ROOT, file) });
      }
    }
    expect(used.length).toBeGreaterThan(300);
    expect(used.filter(({ name }) => !defined.has(name) && !declared.has(name))).toEqual([]);
  });
});
