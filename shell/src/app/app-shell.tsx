import { useContext, type ReactNode } from 'react';
import { ChatWidgetSlot } from '../features/chat-widget/components/chat-widget-slot';
import { AppFooter } from '../features/footer/components/app-footer';
import { AppHeader } from '../features/header/components/app-header';
import { AppRoutes } from './app-routes';
import { usePagePrefetch } from '../lib/use-page-prefetch';
import { RemoteLoaderContext } from '../lib/remote-loader-context';

/** Header, one page, footer and the signed-in widgets. Providers come from outside. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="fl-layout">
      <AppHeader />
      {/* At least a screen high: while a page loads, the footer waits below the fold instead of
          being pushed down in view when the page arrives (a layout shift on every navigation). */}
      <main id="main" className="fl-layout__main">
        {children}
      </main>
      <AppFooter />
      <ChatWidgetSlot />
    </div>
  );
}

/** The running app: the layout around the routed page. */
export function AppShell() {
  // Every in-app link's page code fetched on intent, after the first page is ready (issue 39).
  usePagePrefetch(useContext(RemoteLoaderContext).preload);
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}
