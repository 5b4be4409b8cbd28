// Build time only (scripts/prerender.mjs runs this bundle in Node after `rsbuild build`): every
// public page rendered to HTML as a visitor first sees it, with the antd styles it needs. The files
// ship inside this area's version folder, so the server always pairs a page's HTML with the code
// of the same release, and a rollback rolls the HTML back too. Data-driven parts render their
// loading state; the browser fills them in once the page's code runs.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AntdProvider, createAppStore } from '@freelane/shared';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
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

/** Exposed module name (rsbuild.config.ts `exposes`) → the page and a URL it renders at. */
const PAGES: Record<string, { Page: ComponentType; url: string }> = {
  './Home': { Page: Home, url: '/' },
  './Offering': { Page: Offering, url: '/offering' },
  './About': { Page: About, url: '/about' },
  './BlogList': { Page: BlogList, url: '/blog' },
  './BlogDetail': { Page: BlogDetail, url: '/blogInside/prerender' },
  './ComingSoon': { Page: ComingSoon, url: '/coming-soon' },
  './Browse': { Page: Browse, url: '/browse' },
  './PrivacyPolicy': { Page: PrivacyPolicy, url: '/privacy-policy' },
  './Terms': { Page: Terms, url: '/terms-condition' },
  './Community': { Page: Community, url: '/community' },
};

export interface PrerenderedPage {
  html: string;
  css: string;
}

export function renderPages(): Record<string, PrerenderedPage> {
  return Object.fromEntries(
    Object.entries(PAGES).map(([module, { Page, url }]) => {
      const cache = createCache();
      const html = renderToString(
        <StyleProvider cache={cache}>
          <Provider store={createAppStore()}>
            <StaticRouter location={url}>
              <AntdProvider>
                <Page />
              </AntdProvider>
            </StaticRouter>
          </Provider>
        </StyleProvider>,
      );
      return [module, { html, css: extractStyle(cache, { plain: true }) }];
    }),
  );
}
