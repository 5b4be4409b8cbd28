// A page's shared-link tags (issue 36): its <title>, meta description, Open Graph and Twitter card
// tags, written into the <head> of the HTML the server sends, so a link pasted in a chat or a post
// shows the page (crawlers run no script). What they say comes from one place per page: its route
// table row (shared/src/pages/route-table.ts), or for a page whose first view is its data (a job, a
// blog post) its renderer's answer, built from that data.
import type { PageMeta } from '@freelane/shared/build-artefacts';

const SITE_NAME = 'Freelane';
const TITLE = /<title>[^<]*<\/title>/;

/** Text as an attribute value or element text: `&`, quotes and angle brackets escaped. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `path` (a path on this site, or already absolute) as an absolute URL under `siteUrl`. */
function absolute(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The tags of `meta` for the page at `pathname` (the query string is no part of what is shared). */
export function pageMetaTags(meta: PageMeta, pathname: string, siteUrl: string): string {
  const image = meta.image ? absolute(siteUrl, meta.image) : null;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type ?? 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', absolute(siteUrl, pathname)),
    ...(image ? [property('og:image', image)] : []),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(image ? [named('twitter:image', image)] : []),
  ].join('');
}

/** The shell's index.html with the page's tags in place of its own <title> (or before </head>). */
export function withPageMeta(index: string, meta: PageMeta | undefined, pathname: string, siteUrl: string): string {
  if (!meta) return index;
  const tags = pageMetaTags(meta, pathname, siteUrl);
  return TITLE.test(index) ? index.replace(TITLE, () => tags) : index.replace('</head>', () => `${tags}</head>`);
}
