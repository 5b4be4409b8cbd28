import { buildCurrentUser, renderWithProviders } from '@freelane/shared/testing';
import type { CurrentUser } from '@freelane/shared/contracts';
import { createAppStore } from '@freelane/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import {
  createPagePrefetcher,
  listenForIntent,
  listenForNavigation,
  type NavigateEventLike,
  type NavigationEvents,
  prefetchLinksInView,
  prefetchLinksInViewOnePerTask,
  routeOf,
  type PreloadPage,
} from './prefetch-page';
import { usePagePrefetch } from './use-page-prefetch';

import { warmPageRuntime } from './warm-page-runtime';

// What a page's first render needs from the shell (axios, dayjs): asked for with the page's code.
jest.mock('./warm-page-runtime', () => ({ warmPageRuntime: jest.fn(() => Promise.resolve()) }));
const warm = jest.mocked(warmPageRuntime);
beforeEach(() => warm.mockClear());

const ORIGIN = 'http://localhost';

function prefetcherFor(user: CurrentUser | null, { pending = false, armed = true } = {}) {
  const preload = jest.fn<ReturnType<PreloadPage>, Parameters<PreloadPage>>(async () => undefined);
  const fetchData = jest.fn();
  const prefetcher = createPagePrefetcher({ preload, session: () => ({ user, pending }), origin: ORIGIN, fetchData });
  if (armed) prefetcher.arm();
  return { preload, prefetcher, fetchData };
}

describe('routeOf', () => {
  it("finds a path's route, parameters and case included", () => {
    expect(routeOf('/jobs/abc')?.path).toBe('/jobs/:id');
    expect(routeOf('/EDITPROFILE')?.path).toBe('/editProfile');
    expect(routeOf('/no-such-page')).toBeUndefined();
  });
});

describe('the page prefetcher', () => {
  it("fetches a route's page once, however many links and intents lead to it", () => {
    const { preload, prefetcher } = prefetcherFor(buildCurrentUser({ role: 'client' }));
    expect(prefetcher.prefetch('/editProfile')).toBe(true);
    expect(prefetcher.prefetch('/editProfile?tab=x')).toBe(false);
    expect(prefetcher.prefetch(`${ORIGIN}/editProfile`)).toBe(false);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mf_accounts', module: './EditProfile' }));
  });

  it('fetches nothing before it is armed (the current page is not ready yet)', () => {
    const { preload, prefetcher } = prefetcherFor(null, { armed: false });
    expect(prefetcher.prefetch('/jobs/abc')).toBe(false);
    prefetcher.arm();
    expect(prefetcher.prefetch('/jobs/abc')).toBe(true);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('never fetches a page the session may not open', () => {
    const freelancer = prefetcherFor(buildCurrentUser({ role: 'freelancer' }));
    expect(freelancer.prefetcher.prefetch('/client-dashboard')).toBe(false);
    expect(freelancer.prefetcher.prefetch('/adminPanel')).toBe(false);
    expect(freelancer.prefetcher.prefetch('/login')).toBe(false); // a guest page sends them away
    const visitor = prefetcherFor(null);
    expect(visitor.prefetcher.prefetch('/editProfile')).toBe(false);
    expect(freelancer.preload).not.toHaveBeenCalled();
    expect(visitor.preload).not.toHaveBeenCalled();
    expect(freelancer.prefetcher.prefetch('/earnings')).toBe(true);
  });

  it('waits for the session check: a stored user may be stale', () => {
    const { preload, prefetcher } = prefetcherFor(buildCurrentUser({ role: 'client' }), { pending: true });
    expect(prefetcher.prefetch('/client-dashboard')).toBe(false);
    expect(preload).not.toHaveBeenCalled();
  });

  it('ignores other sites and addresses outside the route table', () => {
    const { preload, prefetcher } = prefetcherFor(null);
    expect(prefetcher.prefetch('https://example.com/jobs/abc')).toBe(false);
    expect(prefetcher.prefetch('/api/jobs')).toBe(false);
    expect(prefetcher.prefetch('mailto:someone@example.com')).toBe(false);
    expect(preload).not.toHaveBeenCalled();
  });

  it('tries again on a later intent after a failed fetch', async () => {
    const preload = jest.fn<ReturnType<PreloadPage>, Parameters<PreloadPage>>(async () => {
      throw new Error('offline');
    });
    const prefetcher = createPagePrefetcher({
      preload,
      session: () => ({ user: null, pending: false }),
      origin: ORIGIN,
    });
    prefetcher.arm();
    expect(prefetcher.prefetch('/about')).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(prefetcher.prefetch('/about')).toBe(true);
  });
});

/** A stand-in for the browser's Navigation API: `navigate(url)` fires its `navigate` event as pushState does. */
function fakeNavigation() {
  const target = new EventTarget();
  const listeners = new Map<unknown, EventListener>();
  const navigation: NavigationEvents = {
    addEventListener: (_type, listener) => {
      const wrapped = (event: Event) => listener((event as CustomEvent<NavigateEventLike>).detail);
      listeners.set(listener, wrapped);
      target.addEventListener('navigate', wrapped);
    },
    removeEventListener: (_type, listener) => target.removeEventListener('navigate', listeners.get(listener)!),
  };
  const navigate = (url: string, detail: Partial<NavigateEventLike> = {}) =>
    target.dispatchEvent(
      new CustomEvent('navigate', {
        detail: {
          destination: { url: new URL(url, ORIGIN).href, sameDocument: true },
          hashChange: false,
          downloadRequest: null,
          ...detail,
        },
      }),
    );
  return { navigation, navigate };
}

describe('navigations made by code', () => {
  it('fetches the page of a navigation as it starts, before the prefetcher is armed, once, never a page the session may not open', () => {
    const { preload, prefetcher } = prefetcherFor(buildCurrentUser({ role: 'client' }), { armed: false });
    expect(prefetcher.prefetch('/myJobs')).toBe(false); // an intent waits for the first page to be ready
    expect(prefetcher.navigating('/myJobs')).toBe(true); // a navigation does not: its page loads now anyway
    expect(prefetcher.navigating('/myJobs?view=table')).toBe(false);
    expect(prefetcher.navigating('/earnings')).toBe(false); // a freelancer's page
    expect(preload.mock.calls.map(([page]) => page.module)).toEqual(['./MyJobs']);
  });

  it("starts the page's first data with its code, at every navigation, only where the session may go", () => {
    const { fetchData, prefetcher } = prefetcherFor(null, { armed: false });
    prefetcher.navigating('/jobs/abc');
    prefetcher.navigating('/jobs/def'); // its code is fetched; its data is another job's
    prefetcher.navigating('/client-dashboard'); // a visitor is sent to log in
    expect(fetchData.mock.calls.map(([route, params, query]) => [route, params, String(query)])).toEqual([
      ['/jobs/:id', { id: 'abc' }, ''],
      ['/jobs/:id', { id: 'def' }, ''],
    ]);
    expect(prefetcher.prefetch('/jobs/xyz')).toBe(false); // an intent fetches no data
    expect(fetchData).toHaveBeenCalledTimes(2);
  });

  it('reads every in-app navigation of the Navigation API, but not a stay on the same route, a hash, a download or another document', () => {
    const { preload, prefetcher } = prefetcherFor(null, { armed: false });
    const { navigation, navigate } = fakeNavigation();
    const stop = listenForNavigation(navigation, prefetcher, () => '/jobs/abc');
    navigate('/jobs/def'); // the same route as the current page: its code is loaded
    navigate('/about', { hashChange: true });
    navigate('/about', { downloadRequest: 'about.html' });
    navigate('/about', { destination: { url: `${ORIGIN}/about`, sameDocument: false } });
    expect(preload).not.toHaveBeenCalled();
    expect(warm).not.toHaveBeenCalled();
    navigate('/about?from=code');
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ module: './About' }));
    expect(warm).toHaveBeenCalledTimes(1); // the HTTP client and dayjs beside the page's code
    stop();
    navigate('/community');
    expect(preload).toHaveBeenCalledTimes(1);
  });
});

describe('intent on the document', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(['pointerOver', 'pointerDown', 'touchStart', 'focusIn'] as const)(
    'a %s on a link (or inside one) fetches its page',
    (event) => {
      document.body.innerHTML = '<main><a href="/jobs/abc"><span>A job</span></a></main>';
      const { preload, prefetcher } = prefetcherFor(null);
      const stop = listenForIntent(document, prefetcher);
      fireEvent[event](document.querySelector('span')!);
      stop();
      expect(preload).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mf_jobs', module: './JobPage' }));
      expect(warm).toHaveBeenCalled();
    },
  );

  it("reads a control's data-prefetch, and skips links that open elsewhere", () => {
    document.body.innerHTML = `
      <a href="/about" target="_blank">About</a>
      <a href="/terms-condition" download>Terms</a>
      <li role="menuitem" data-prefetch="/editProfile">View Profile</li>`;
    const { preload, prefetcher } = prefetcherFor(buildCurrentUser({ role: 'client' }));
    const stop = listenForIntent(document, prefetcher);
    fireEvent.pointerOver(screen.getByText('About'));
    fireEvent.pointerOver(screen.getByText('Terms'));
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('View Profile'));
    expect(preload).toHaveBeenCalledTimes(1);
    stop();
    fireEvent.focusIn(screen.getByText('About'));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("prefetches the page's links in view when idle, then the header's, a few at most, none below the fold", () => {
    document.body.innerHTML = `<header><a href="/offering">header</a><a href="/">this page</a></header><main>
      <a href="/about">1</a><a href="/blogInside/x">2</a><a href="/jobs/a">3</a><a href="/community">4</a>
      <a href="/privacy-policy" class="below">below</a></main>`;
    for (const anchor of document.querySelectorAll('a')) {
      const top = anchor.classList.contains('below') ? 5000 : 10;
      anchor.getBoundingClientRect = () =>
        ({ top, bottom: top + 20, left: 0, right: 50, width: 50, height: 20 }) as DOMRect;
    }
    const { preload, prefetcher } = prefetcherFor(null);
    expect(prefetchLinksInView(document, prefetcher, 3)).toBe(3);
    expect(preload.mock.calls.map(([page]) => page.module)).toEqual(['./About', './BlogDetail', './JobPage']);
    expect(prefetchLinksInView(document, prefetcher, 3)).toBe(2); // then the rest in view; never the current page
    expect(preload.mock.calls.map(([page]) => page.module).slice(3)).toEqual(['./Community', './Offering']);
    expect(prefetcher.prefetch('/privacy-policy')).toBe(true); // left to an intent
  });

  it('prefetches the links in view one page per idle moment, up to the limit, and stops when cancelled', () => {
    document.body.innerHTML = `<main><a href="/about">1</a><a href="/blogInside/x">2</a><a href="/jobs/a">3</a>
      <a href="/community">4</a></main>`;
    for (const anchor of document.querySelectorAll('a'))
      anchor.getBoundingClientRect = () =>
        ({ top: 10, bottom: 30, left: 0, right: 50, width: 50, height: 20 }) as DOMRect;
    const pages = (preload: jest.Mock) => preload.mock.calls.map(([page]) => (page as { module: string }).module);
    // The idle moments, run by hand: each step is a task of its own.
    const idle: (() => void)[] = [];
    const nextIdle = (run: () => void) => {
      idle.push(run);
      return () => idle.splice(idle.indexOf(run), 1);
    };

    const first = prefetcherFor(null);
    prefetchLinksInViewOnePerTask(document, first.prefetcher, 3, nextIdle);
    expect(pages(first.preload)).toEqual(['./About']);
    idle.shift()!();
    expect(pages(first.preload)).toEqual(['./About', './BlogDetail']);
    idle.shift()!();
    expect(pages(first.preload)).toEqual(['./About', './BlogDetail', './JobPage']);
    expect(idle).toHaveLength(0); // the limit: nothing more is scheduled

    const second = prefetcherFor(null);
    const cancel = prefetchLinksInViewOnePerTask(document, second.prefetcher, 3, nextIdle);
    expect(pages(second.preload)).toEqual(['./About']);
    cancel();
    expect(idle).toHaveLength(0);
  });
});

describe('usePagePrefetch in the app', () => {
  function Links({ preload }: { preload: PreloadPage }) {
    usePagePrefetch(preload);
    return (
      <main>
        <Link to="/about">About us</Link>
      </main>
    );
  }

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
    Reflect.deleteProperty(window, 'navigation');
  });

  it('fetches the page of a navigation by code when it starts, before the new route renders, even before the first page is ready', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const { navigation, navigate: fireNavigate } = fakeNavigation();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    // The browser fires `navigate` inside pushState, before the router hears of the change.
    const pushState = jest.spyOn(window.history, 'pushState').mockImplementation(function (this: History, ...args) {
      fireNavigate(String(args[2]));
      return History.prototype.pushState.apply(this, args);
    });
    const renderedWithPreload: number[] = [];
    const preload = jest.fn<ReturnType<PreloadPage>, Parameters<PreloadPage>>(async () => undefined);
    function AfterSubmit() {
      usePagePrefetch(preload);
      const navigate = useNavigate();
      return (
        <Routes>
          <Route path="/" element={<button onClick={() => navigate('/about')}>Save</button>} />
          <Route path="/about" element={<AboutPage />} />
        </Routes>
      );
    }
    function AboutPage() {
      renderedWithPreload.push(preload.mock.calls.length);
      return <h1>About</h1>;
    }
    try {
      window.history.replaceState(null, '', '/');
      // The browser's history, as the shell's BrowserRouter uses it (the test helper's router is in memory).
      render(
        <Provider store={createAppStore({ auth: { user: null } })}>
          <BrowserRouter>
            <AfterSubmit />
          </BrowserRouter>
        </Provider>,
      );
      // The prefetch's code loads after the first commit (use-page-prefetch.ts).
      await act(async () => {
        await import('./prefetch-page');
        await Promise.resolve();
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
      expect(preload).toHaveBeenCalledTimes(1);
      expect(preload).toHaveBeenCalledWith(expect.objectContaining({ module: './About' }));
      expect(renderedWithPreload[0]).toBe(1); // asked for before the page's first render
    } finally {
      pushState.mockRestore();
    }
  });

  it("prefetches nothing until the first page's load event and an idle moment, then on intent", async () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const preload = jest.fn<ReturnType<PreloadPage>, Parameters<PreloadPage>>(async () => undefined);
    renderWithProviders(<Links preload={preload} />, { route: '/', preloadedState: { auth: { user: null } } });
    const link = screen.getByRole('link', { name: 'About us' });
    link.getBoundingClientRect = () =>
      ({ top: 5000, bottom: 5020, left: 0, right: 50, width: 50, height: 20 }) as DOMRect;

    fireEvent.pointerOver(link);
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(preload).not.toHaveBeenCalled(); // still loading: no intent counts, nothing idles

    Reflect.deleteProperty(document, 'readyState');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    fireEvent.pointerOver(link);
    expect(preload).not.toHaveBeenCalled(); // loaded, not idle yet
    await act(async () => jest.advanceTimersByTime(1_000));
    fireEvent.pointerOver(link);
    fireEvent.focusIn(link);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ module: './About' }));
  });
});
