import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppShell } from './app/app-shell';
import './app/global.css';
import { createBrowserStore } from './app/create-browser-store';
import { registerRemoteFallback } from './app/register-remote-fallback';

registerRemoteFallback();
const { store, persistor } = createBrowserStore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <AppShell />
    </AppProviders>
  </StrictMode>,
);
