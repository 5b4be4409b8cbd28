import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppShell } from './app/app-shell';
// The design tokens (--fl-* custom properties) first: every stylesheet after it, the areas' too, uses them.
import '@freelane/shared/tokens.css';
import '@freelane/shared/ui/plain.css';
import './app/global.css';
import { selectIsSignedIn, type AuthState } from '@freelane/shared/session';
import { createBrowserStore, loadStoreStack } from './app/create-browser-store';
import { loadSignedInHeader } from './features/header/components/app-header';
import { registerRemoteFallback } from './app/register-remote-fallback';
import { preloadRoutePage, seedPrerenderedQueries } from './lib/first-page';
import { federationLoader } from './lib/remote-loader-context';
import { yieldToMain } from './mf/yield-to-main';

registerRemoteFallback();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Tells tools (the bench, tests) the app has replaced the static HTML and is interactive. */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

async function render(root: HTMLElement) {
  // Each phase of the start-up in a task of its own (issue 39, TBT): the app's modules (evaluated
  // before this runs), the store, the page's code, React's render. Between them the browser paints
  // and takes input, which the early loader holds until the app is ready.
  await yieldToMain();
  const { store } = await createBrowserStore();
  // Someone signed in: their header's badges and their pages read the API, so the store stack and
  // the member header come before the first render. A visitor's first screen needs neither.
  // If either fails to load, the page still renders: its own code reports what it cannot load,
  // and the header shows its bar without links.
  const signedIn = selectIsSignedIn(store.getState() as { auth: AuthState });
  if (signedIn) {
    await Promise.all([loadStoreStack(), loadSignedInHeader()]).catch(() => undefined);
  }
  await yieldToMain();
  // A prerendered page stays on screen until the app can show the same page in its first commit:
  // the page's code loaded (the server started fetching it early); the stored session was read
  // with the store.
  if (root.hasAttribute('data-prerendered')) {
    await preloadRoutePage(window.location, federationLoader.load);
    await yieldToMain();
  }
  // The answers that came with the page (its own, and the site's public config on every page):
  // before the first render when its code loaded the store stack, else when the stack loads.
  const seeded = seedPrerenderedQueries(store);
  if (store.full()) await seeded;
  // A visitor's first render as a transition: React renders in slices of a few milliseconds,
  // yielding to the browser between them, instead of one task as long as the whole tree (Lighthouse's
  // TBT on the public pages). Someone signed in gets one synchronous render: alternated with the
  // transition on seven signed-in pages it was ready ~100 ms sooner on a slow machine (sooner in 43
  // of 62 pairs) and no different on a fast one, and its longest task before ready about as long
  // (251 against 233 ms at 4x CPU: the commit and the modules' evaluation were long tasks already);
  // the early loader holds a tap until the app is ready either way (docs/decisions.md, stop 67). A
  // part that suspended in it would show its fallback at once, so a member's first screen is loaded
  // before it. The page's HTML stays on screen until the one commit that replaces it.
  const app = createRoot(root);
  const firstRender = signedIn ? (draw: () => void) => draw() : startTransition;
  firstRender(() => {
    app.render(
      <StrictMode>
        <AppProviders store={store}>
          <AppShell />
          <MarkAppReady />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void render(container);
