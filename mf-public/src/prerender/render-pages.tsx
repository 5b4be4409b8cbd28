// Server side only, never in a browser. scripts/prerender.mjs bundles this file for Node after
// `rsbuild build` and ships the bundle and its output in this area's version folder, so the server
// always pairs a page's HTML with the code of the same release (a rollback rolls the HTML back too).
// - renderPages(), at build time: every public page as a visitor first sees it, with the antd
//   styles it needs; data-driven parts in their loading state.
// - renderPage(), at request time, only for pages whose first view IS their data (a blog post, the
//   blog's list): the page's own queries run against the API, and the answers go along with the
//   HTML so the browser starts from the same data instead of a skeleton.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createAppStore, getAllBlogApi, type AppStore } from '@freelane/shared';
import type { PageMeta, PrerenderedPage, RenderedPage } from '@freelane/shared/build-artefacts';
import { BLOG_EVERY_POST } from '@freelane/shared/contracts/blog-values';
import { answeredQueries } from '@freelane/shared/ssr';
import { AntdProvider } from '@freelane/shared/ui';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { matchPath, Route, Routes, StaticRouter } from 'react-router-dom';
import { getBlogByIdApi } from '../features/blog/api/get-blog-by-id';
import About from '../pages/about';
import BlogDetail from '../pages/blog-detail';
import BlogList from '../pages/blog-list';
import Browse from '../pages/browse';
import ComingSoon from '../pages/coming-soon';
import Community from '../pages/community';
import Home from '../pages/home';
import Offering from '../pages/offering';
import PrivacyPolicy from '../pages/privacy-policy';
import Terms from '../pages/terms';

interface PageEntry {
  Page: ComponentType;
  /** Where it renders at build time. */
  url: string;
  /** Its route in the shell's route table, when it has parameters (`useParams` reads them). */
  route?: string;
  /** Request-time pages: the queries their first view needs. */
  prefetch?: (store: AppStore, params: Record<string, string | undefined>) => Promise<unknown>;
  /**
   * Request-time pages: their shared-link tags from the data (issue 36), or `notFound` when the
   * data is not there (the page says so, and the server answers 404); undefined keeps the route's.
   */
  metaOf?: (store: AppStore, params: Record<string, string | undefined>) => PageMeta | 'notFound' | undefined;
}

/** A description fits what link previews and search results show (about 160 characters). */
function clip(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/** Exposed module name (rsbuild.config.ts `exposes`) → the page and a URL it renders at. */
const PAGES: Record<string, PageEntry> = {
  './Home': { Page: Home, url: '/' },
  './Offering': { Page: Offering, url: '/offering' },
  './About': { Page: About, url: '/about' },
  // Rendered per request with the posts (issue 39): the first cover, the page's largest paint, is
  // in the HTML with a high fetch priority instead of arriving after the app asked for the list.
  './BlogList': {
    Page: BlogList,
    url: '/blog',
    route: '/blog',
    prefetch: (store) => store.dispatch(getAllBlogApi.endpoints.getAllBlog.initiate(BLOG_EVERY_POST)),
  },
  './BlogDetail': {
    Page: BlogDetail,
    url: '/blogInside/prerender',
    route: '/blogInside/:id',
    prefetch: (store, { id = '' }) => store.dispatch(getBlogByIdApi.endpoints.getBlogById.initiate(id)),
    metaOf: (store, { id = '' }) => {
      const { data: blog, error } = getBlogByIdApi.endpoints.getBlogById.select(id)(store.getState());
      if (blog) {
        return {
          title: `${blog.title} | Freelane blog`,
          description: clip(blog.description),
          image: blog.image,
          type: 'article',
        };
      }
      const status = error && typeof error === 'object' && 'status' in error ? error.status : null;
      return status === 404 || status === 400 ? 'notFound' : undefined;
    },
  },
  './ComingSoon': { Page: ComingSoon, url: '/coming-soon' },
  './Browse': { Page: Browse, url: '/browse' },
  './PrivacyPolicy': { Page: PrivacyPolicy, url: '/privacy-policy' },
  './Terms': { Page: Terms, url: '/terms-condition' },
  './Community': { Page: Community, url: '/community' },
};

function render({ Page, route = '*' }: PageEntry, url: string, store: AppStore): PrerenderedPage {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <Provider store={store}>
        <StaticRouter location={url}>
          <AntdProvider>
            <Routes>
              <Route path={route} element={<Page />} />
            </Routes>
          </AntdProvider>
        </StaticRouter>
      </Provider>
    </StyleProvider>,
  );
  return { html, css: extractStyle(cache, { plain: true }) };
}

export function renderPages(): Record<string, PrerenderedPage> {
  return Object.fromEntries(
    Object.entries(PAGES).map(([module, entry]) => [
      module,
      { ...render(entry, entry.url, createAppStore()), ...(entry.prefetch ? { live: true as const } : {}) },
    ]),
  );
}

/**
 * `module` at `url` with its data, the API reached at `apiOrigin` (the server itself, on
 * loopback) as an anonymous visitor. Null when the page is not a request-time page or `url` is
 * not its route; a failed query renders as the browser would show it (the not-found panel).
 */
export async function renderPage(
  module: string,
  url: string,
  { apiOrigin }: { apiOrigin: string },
): Promise<RenderedPage | null> {
  const entry = PAGES[module];
  // `url` may carry a query string (a shared link's `?utm_…`): the route matches its path.
  const { pathname } = new URL(url, 'http://freelane.invalid');
  const match =
    entry?.prefetch && entry.route ? matchPath({ path: entry.route, caseSensitive: false, end: true }, pathname) : null;
  if (!entry?.prefetch || !match) return null;
  const store = createAppStore(undefined, { serverRequest: { apiOrigin, headers: {} } });
  await entry.prefetch(store, match.params);
  const page = { ...render(entry, url, store), queries: answeredQueries(store) };
  const meta = entry.metaOf?.(store, match.params);
  if (meta === 'notFound') {
    return {
      ...page,
      status: 404,
      meta: {
        title: 'Post not found | Freelane',
        description: 'This blog post does not exist or has been removed. Read the other posts on the Freelane blog.',
      },
    };
  }
  return meta ? { ...page, meta } : page;
}
