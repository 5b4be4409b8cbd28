// The files a page starts at once from its <head> (`<link rel="preload">`) instead of the browser
// finding them one round trip at a time: read from the builds' preload maps
// (shared/src/mf/preload-map.ts), or from an older version's manifest.
import type { PreloadGroup, PreloadMap } from '@freelane/shared/build-artefacts';
import type { LoadedShell, ReleaseFiles } from './release-files';

export type Preload = {
  href: string;
  as: 'script' | 'fetch' | 'style';
  /**
   * One of the files the start-up needs first (the area's manifest, the shell's entry, React DOM and
   * what it consumes): a page whose HTML paints asks for these from <head> (page-html.ts).
   */
  first?: true;
  /**
   * A stylesheet: how the app's code will look for it in the page before linking it (the early
   * loader links it first: early-loader.ts `LINK_STYLESHEETS`). `chunkPath`: its path from its build's
   * root, which the chunk loader of that build (the shell's or the area's) compares a link's
   * `data-href` with; `byUrl`: an area's, which the federation runtime looks for by its absolute URL
   * (it resolves the area's files against the area's manifest), where the shell's chunk loader looks
   * for its own by the path.
   */
  sheet?: { chunkPath: string; byUrl: boolean };
};

interface ManifestExpose {
  path: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
}

/** The shared package the shell's entry loads first, before its bootstrap (shell/src/index.ts). */
const FIRST_SHARED = 'react-dom/client';

/** `part_<Module>_<key>[_<value>]`: a page's part (PreloadMap.parts). */
const PART_NAME = /^part_([A-Za-z0-9]+)_([A-Za-z0-9]+)(?:_([A-Za-z0-9-]+))?$/;

/**
 * True when the part named `name` is shown by the page `module` at the query `search`: its key is in
 * the query (with its value, when the name has one). What the page's `preloadFor` loads there.
 */
export function partShownAt(name: string, module: string, search: string): boolean {
  const match = PART_NAME.exec(name);
  if (!match || `./${match[1]}` !== module) return false;
  const [, , key, value] = match;
  const params = new URLSearchParams(search);
  return value === undefined ? Boolean(params.get(key)) : params.get(key) === value;
}

/**
 * Every file the page needs before the app can take it over, in the order they are needed: the
 * shell's entry, its bootstrap and the shared packages it consumes, the area's entry and the page's own
 * chunks, then the shared packages those consume (antd's components…). From the builds' preload
 * maps; the area's manifest is fetched too (the federation runtime reads it). With the page, the
 * parts its `preloadFor` loads at this address (`search`, the URL's query: `partShownAt`), and for
 * someone signed in what the shell draws only for them, so that the page's first render does not
 * wait for a second round trip once its module ran (issue 39).
 */
export async function preloadsFor(
  files: ReleaseFiles,
  shell: LoadedShell,
  entry: string,
  versionDir: string,
  module: string,
  search = '',
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<Preload[]> {
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const area = await files.readVersionJson<PreloadMap>(versionDir, 'prerender', 'preload.json');
  const shared = shell.preloadMap?.shared ?? {};
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (file: string) => {
    if (!seen.has(file)) found.push(file);
    seen.add(file);
  };
  const taken = new Set<string>();
  const withConsumes = (group: PreloadGroup | undefined, prefix: string) => {
    if (!group) return;
    group.files.forEach((file) => add(`${prefix}${file}`));
    const next = group.consumes.filter((key) => !taken.has(key));
    next.forEach((key) => taken.add(key));
    next.forEach((key) => withConsumes(shared[key], '/'));
  };
  if (!area) {
    // A version built before the preload maps: its manifest still names its entry and the page.
    const manifest = await files.readVersionJson<Manifest>(versionDir, 'mf-manifest.json');
    return manifest ? pagePreloads(entry, manifest, module) : [];
  }
  (shell.preloadMap?.initial ?? []).forEach((file) => add(`/${file}`));
  // React DOM right after the entry: the entry imports it before the rest of the start-up
  // (shell/src/index.ts), and it is the largest file of every page. Over plain HTTP/1.1's six
  // connections a file asked for tenth waits for a free one: React DOM was sent ~460 ms after it was
  // asked for, arrived last (1.7 s on the phone profile) and its evaluation came after every byte.
  // First, it is evaluated while the smaller files are still arriving (issue 39).
  taken.add(FIRST_SHARED);
  withConsumes(shared[FIRST_SHARED], '/');
  const firstFiles = found.length;
  withConsumes(shell.preloadMap?.bootstrap, '/');
  // A signed-in person's first render also draws the member header (a visitor's does not).
  if (signedIn) withConsumes(shell.preloadMap?.signedIn, '/');
  if (area.remoteEntry) add(`${base}${area.remoteEntry}`);
  withConsumes(area.exposes?.[module], base);
  for (const [name, group] of Object.entries(area.parts ?? {})) {
    if (partShownAt(name, module, search)) withConsumes(group, base);
  }
  return [
    { href: entry, as: 'fetch' as const, first: true as const },
    ...found.map((href, index) => ({
      href,
      as: href.endsWith('.css') ? ('style' as const) : ('script' as const),
      ...(index < firstFiles ? { first: true as const } : {}),
      ...(href.endsWith('.css') ? { sheet: sheetOf(href, base) } : {}),
    })),
  ];
}

/** A stylesheet of the area (under its folder `base`) or of the shell (under `/`), as the app names it. */
function sheetOf(href: string, base: string): NonNullable<Preload['sheet']> {
  return href.startsWith(base)
    ? { chunkPath: href.slice(base.length), byUrl: true }
    : { chunkPath: href.replace(/^\//, ''), byUrl: false };
}

/** From an area's manifest (a version built before the preload maps): its entry and the page's own chunks. */
function pagePreloads(entry: string, manifest: Manifest, module: string): Preload[] {
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const remoteEntry = manifest.metaData?.remoteEntry;
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  return [
    { href: entry, as: 'fetch' as const, first: true as const },
    ...(remoteEntry?.name
      ? [{ href: `${base}${remoteEntry.path ?? ''}${remoteEntry.name}`, as: 'script' as const }]
      : []),
    ...(expose?.assets?.js?.sync ?? []).map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
    ...(expose?.assets?.css?.sync ?? []).map((file) => ({
      href: `${base}${file}`,
      as: 'style' as const,
      sheet: { chunkPath: file, byUrl: true },
    })),
  ];
}

/**
 * In <head>: the browser starts every file of the page while the rest of the HTML still arrives.
 * `priority: 'low'` for files the first paint does not need, asked for before it (page-html.ts).
 */
export function withPreloads(index: string, preloads: Preload[], { priority }: { priority?: 'low' } = {}): string {
  const rank = priority ? ` fetchpriority="${priority}"` : '';
  const links = preloads
    .map(
      ({ href, as }) =>
        `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}${rank}>`,
    )
    .join('');
  return index.replace('</head>', () => `${links}</head>`);
}

/**
 * The same files as an HTTP `Link` header, which the browser acts on when the response's headers
 * arrive, before it parses any HTML. From <head> alone they were asked for only after the parser's
 * first task (the page's HTML parsed, styled and laid out: ~150 ms at 4× CPU on a phone), and the
 * line idled meanwhile; from the header the home page's first files started ~70 ms sooner and it was
 * ready 25–70 ms sooner (issue 39, docs/decisions.md stop 71). The <head> links stay: a proxy may
 * drop the header, and the browser fetches a file preloaded twice once. A path that is not a plain
 * build path (one with a character the header's syntax uses) is left to the <head>.
 */
export function linkHeader(preloads: Preload[], { priority }: { priority?: 'low' } = {}): string | undefined {
  const links = preloads
    .filter(({ href }) => PLAIN_PATH.test(href))
    .map(
      ({ href, as }) =>
        `<${href}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}${priority ? `; fetchpriority=${priority}` : ''}`,
    );
  return links.length ? links.join(', ') : undefined;
}

/** What a build names its files with: nothing a `Link` header would read as its own syntax. */
const PLAIN_PATH = /^\/[\w./~-]+$/;

/** A URL as an attribute value: the paths come from build output, but never trusted to be plain. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
