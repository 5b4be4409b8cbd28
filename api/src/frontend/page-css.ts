// The stylesheets a prerendered page carries inline for its first paint, cut to the rules its
// markup can use (issues 38/39: the dashboard's document carried the app's whole CSS, 64 kB — 12 kB
// of its 25 kB on the wire — where its markup uses about 14 kB; the home page 75 kB for 12). Only
// the first paint needs them: the app's code loads every stylesheet it renders with its chunks (the
// shell's with its bootstrap, a page's with the page, a part's with the part) before it replaces
// the markup, and the inline sheet stays under them (before them in <head>: on a signed-in page,
// written in the body, the loader moves it there, early-loader.ts `PRERENDERED_STYLE_FIRST`), so a
// rule it keeps never wins a tie against the app's own sheets.
//
// A rule's selector stays unless a class or id it requires appears nowhere in the markup (a rule
// with none of its selectors left goes, an @media with none of its rules left goes); what a selector
// only names inside :not(), :is(), :where() or :has() is not required. Everything else (tags,
// attributes, custom properties, @font-face, @keyframes) stays as written, in the order written.
// css-tree parses each stylesheet once (it prints what it read, without rewriting it for browsers);
// each page then only joins the pieces its classes keep, and pages with the same classes share one result.
import { generate, parse, type CssNode, type Selector } from 'css-tree';

/** Distinct stylesheets kept parsed (frame, page and area sheets of the live versions), and cuts kept per set of sheets. */
const MAX_STYLESHEETS = 64;
const MAX_CUTS = 256;
/** Every class and id the markup carries. */
const MARKUP_SYMBOLS = /\s(?:class|id)="([^"]*)"/g;

/** A selector of a rule, and the classes and ids (`.name`, `#name`) it cannot match without. */
interface Selection {
  text: string;
  requires: string[];
}
/** A style rule, a group of rules (@media, @supports, @layer, @container), or anything else, kept as written. */
type Piece =
  | { kind: 'rule'; selections: Selection[]; block: string }
  | { kind: 'group'; prelude: string; pieces: Piece[] }
  | { kind: 'kept'; text: string };

/**
 * Each stylesheet read: a number naming it in the cuts' keys, its pieces (null when css-tree could
 * not read it) and every class and id its selectors require (what can change its cut).
 */
interface ReadSheet {
  id: number;
  pieces: Piece[] | null;
  symbols: ReadonlySet<string>;
}
const parsed = new Map<string, ReadSheet>();
let nextId = 0;
const cuts = new Map<string, string>();

/** The classes and ids a selector requires of one element chain: not those inside pseudo-class functions. */
function requiredSymbols(selector: Selector): string[] {
  const symbols: string[] = [];
  selector.children.forEach((node) => {
    if (node.type === 'ClassSelector' || node.type === 'IdSelector') symbols.push(node.name);
  });
  return symbols;
}

function pieceOf(node: CssNode): Piece {
  if (node.type === 'Rule' && node.prelude.type === 'SelectorList') {
    const selections = node.prelude.children.toArray().map((selector) => ({
      text: generate(selector),
      requires: selector.type === 'Selector' ? requiredSymbols(selector) : [],
    }));
    return { kind: 'rule', selections, block: generate(node.block) };
  }
  if (node.type === 'Atrule' && node.block && node.block.children.some((child) => child.type === 'Rule')) {
    const prelude = `@${node.name}${node.prelude ? ` ${generate(node.prelude)}` : ''}`;
    return { kind: 'group', prelude, pieces: node.block.children.toArray().map(pieceOf) };
  }
  return { kind: 'kept', text: generate(node) };
}

function symbolsOf(pieces: readonly Piece[], into = new Set<string>()): Set<string> {
  for (const piece of pieces) {
    if (piece.kind === 'rule')
      for (const { requires } of piece.selections) for (const symbol of requires) into.add(symbol);
    if (piece.kind === 'group') symbolsOf(piece.pieces, into);
  }
  return into;
}

function read(css: string): ReadSheet {
  let sheet = parsed.get(css);
  if (!sheet) {
    let pieces: Piece[] | null = null;
    try {
      const ast = parse(css, { parseValue: false, parseCustomProperty: false });
      if (ast.type === 'StyleSheet') pieces = ast.children.toArray().map(pieceOf);
    } catch {
      pieces = null;
    }
    if (parsed.size >= MAX_STYLESHEETS) {
      parsed.clear();
      cuts.clear();
    }
    sheet = { id: nextId++, pieces, symbols: pieces ? symbolsOf(pieces) : new Set() };
    parsed.set(css, sheet);
  }
  return sheet;
}

function printed(piece: Piece, present: ReadonlySet<string>): string {
  switch (piece.kind) {
    case 'kept':
      return piece.text;
    case 'rule': {
      const kept = piece.selections.filter(({ requires }) => requires.every((symbol) => present.has(symbol)));
      return kept.length ? `${kept.map(({ text }) => text).join(',')}${piece.block}` : '';
    }
    case 'group': {
      const inner = piece.pieces.map((child) => printed(child, present)).join('');
      return inner ? `${piece.prelude}{${inner}}` : '';
    }
  }
}

function markupSymbols(markup: string): Set<string> {
  const symbols = new Set<string>();
  for (const match of markup.matchAll(MARKUP_SYMBOLS)) {
    for (const symbol of match[1].split(/\s+/)) if (symbol) symbols.add(symbol);
  }
  return symbols;
}

/** Statements whose first appearance decides something (a layer's rank, an import): every copy stays. */
const FIRST_COPY_COUNTS = /^@(layer|import|charset|namespace)\b/i;

/**
 * The printed pieces without those printed again later (the shared kit's rules come in the shell's
 * sheet and again in each area's: a third of /SignUp's inline CSS was second copies, which the
 * browser parses and matches again). Dropping an earlier copy of an identical rule changes nothing
 * the page shows: whatever that copy would win, the later copy wins too; the later one is kept.
 */
function lastCopies(pieces: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let index = pieces.length - 1; index >= 0; index -= 1) {
    const piece = pieces[index];
    if (!piece) continue;
    if (!FIRST_COPY_COUNTS.test(piece)) {
      if (seen.has(piece)) continue;
      seen.add(piece);
    }
    kept.push(piece);
  }
  return kept.reverse();
}

/**
 * `sheets`, in order, without the rules no element of `markup` can match, each rule and group
 * printed once (its last copy). A sheet css-tree cannot read stays whole: a page never paints
 * unstyled.
 */
export function cssForMarkup(sheets: readonly string[], markup: string): string {
  const present = markupSymbols(markup);
  const inputs = sheets.filter(Boolean).map((css) => ({ css, ...read(css) }));
  // Markup whose classes differ only where no rule looks (a job's id in a class, say) shares a cut.
  const relevant = [...present].filter((symbol) => inputs.some(({ symbols }) => symbols.has(symbol)));
  const key = `${inputs.map(({ id }) => id).join(',')}|${relevant.sort().join(' ')}`;
  const cached = cuts.get(key);
  if (cached !== undefined) return cached;
  const css = lastCopies(
    inputs.flatMap(({ css: whole, pieces }) => (pieces ? pieces.map((piece) => printed(piece, present)) : [whole])),
  ).join('');
  if (cuts.size >= MAX_CUTS) cuts.clear();
  cuts.set(key, css);
  return css;
}
