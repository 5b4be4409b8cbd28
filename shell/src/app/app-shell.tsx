import { Layout } from 'antd';
import { ChatWidgetSlot } from '../features/chat-widget/components/chat-widget-slot';
import { AppFooter } from '../features/footer/components/app-footer';
import { AppHeader } from '../features/header/components/app-header';
import { AppRoutes } from './app-routes';

/** Header, the routed page, footer and the signed-in widgets. Providers come from outside. */
export function AppShell() {
  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }}>
      <AppHeader />
      <main id="main" style={{ flex: 1 }}>
        <AppRoutes />
      </main>
      <AppFooter />
      <ChatWidgetSlot />
    </Layout>
  );
}
