import { useCallback, useEffect, useState } from 'react';

/** Parts loaded so far, by their loader: a page opened again renders its live part at once. */
const loadedParts = new Map<() => Promise<unknown>, unknown>();

/** Server rendering (no effects run there): a part is asked for during render, as RTK Query's hooks ask. */
const RENDERED_ON_SERVER = typeof window === 'undefined';
const loadingOnServer = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * The live parts a server render asked for that are still loading: the renderer (`renderWithData`)
 * waits for them and renders again, so the part's queries start and the page is sent with their
 * answers, like any page whose hooks ask the API. Empty in a browser.
 */
export function livePartsLoading(): Promise<unknown>[] {
  return [...loadingOnServer.values()];
}

function loadOnServer(load: () => Promise<unknown>): void {
  if (loadedParts.has(load) || loadingOnServer.has(load)) return;
  const loading = load()
    .then((loaded) => void loadedParts.set(load, loaded))
    .catch(() => undefined) // the page renders without it: what it came with, or its loading state
    .finally(() => loadingOnServer.delete(load));
  loadingOnServer.set(load, loading);
}

export interface LivePart<M> {
  /** The part's module, once loaded. */
  module: M | undefined;
  /** Its code could not be loaded (offline, the area's files gone): the page says so and offers `retry`. */
  failed: boolean;
  retry: () => void;
}

/**
 * The part of a page that talks to the API (RTK Query's hooks: requests, refetches, errors), loaded
 * after the page's first commit. The first screen renders from the answer the page came with
 * (`usePageAnswer`), so the store stack (≈ 43 kB gzip) is not fetched and evaluated before a
 * visitor's first render on a phone (issue 39; docs/decisions.md, "A visitor's page drawn from the
 * answer it came with"). `load` must be a module-level function (its identity keys the loaded part).
 */
export function useLivePart<M>(load: () => Promise<M>): LivePart<M> {
  if (RENDERED_ON_SERVER) loadOnServer(load);
  const [module, setModule] = useState(() => loadedParts.get(load) as M | undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    load().then(
      (loaded) => {
        loadedParts.set(load, loaded);
        if (current) setModule(() => loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [load, module, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { module, failed, retry };
}
