import { isFallbackModule } from '../mf/fallback-plugin';
import { RemoteUnavailableError } from '../mf/fallback-registry';
import { preloadRoutePage } from './first-page';

/** The events that say a link is about to be followed: a pointer over it, keyboard focus, a touch. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * In-app navigation finds its page's code ready: when a person points at, focuses or touches a link
 * to a page of the app, that page's module (and what it preloads for the address, `preloadFor`) is
 * loaded through the same `preloadRoutePage` the first page uses, so RemotePage renders it without
 * suspending. One listener per event on the document covers every link of the shell and the areas
 * (links, link buttons, menus) with nothing for a page to add. Each address is fetched once; a
 * failure is left to RemotePage (it loads again and shows its panel): an area that is down answers
 * with its fallback module, which is not kept, so a click after the area is back still loads it.
 * Returns the stop.
 */
export function prefetchOnIntent(load: (id: string) => Promise<unknown>, root: Document = document): () => void {
  const requested = new Set<string>();
  const loadLive = async (id: string) => {
    const loaded = await load(id);
    if (isFallbackModule(loaded)) throw new RemoteUnavailableError(id);
    return loaded;
  };
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, root.location.href);
    if (url.origin !== root.location.origin || url.pathname === root.location.pathname) return;
    const key = `${url.pathname}${url.search}`;
    if (requested.has(key)) return;
    requested.add(key);
    void preloadRoutePage({ pathname: url.pathname, search: url.search }, loadLive);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
