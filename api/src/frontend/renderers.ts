// The request-time renderers a release ships (prerender/render.cjs of the shell and of an area):
// loaded from the version's own folder, so a page is always rendered by the code of its release,
// and never allowed to hold a page longer than LIVE_RENDER_LIMIT_MS.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AreaRenderer } from '@freelane/shared/build-artefacts';

/** How long a request-time render may take before the page goes out without it. */
export const LIVE_RENDER_LIMIT_MS = 2_000;

const requireFile = createRequire(import.meta.url);

/** The renderer of the version in `versionDir` (Node caches it: loaded once per version). */
export function loadRenderer<T>(versionDir: string): T {
  return requireFile(path.join(versionDir, 'prerender', 'render.cjs')) as T;
}

/**
 * Loads the renderers in `dirs` ahead of the first page that needs them (a renderer's first load
 * takes most of a second), and the pages an area's renderer imports on demand (`warm`). Loading blocks the event loop as long, so it runs when no response is
 * waiting on it.
 */
export function warmRenderers(dirs: string[], onError: (error: unknown) => void): void {
  setImmediate(() => {
    for (const dir of dirs) {
      if (existsSync(path.join(dir, 'prerender', 'render.cjs'))) {
        try {
          // An area's renderer imports its pages on demand: their code loads now too (issue 39).
          const { warm } = loadRenderer<Partial<AreaRenderer>>(dir);
          if (typeof warm === 'function') void warm().catch(onError);
        } catch (error) {
          onError(error);
        }
      }
    }
  });
}

/**
 * `render()`'s answer, or null when it fails or takes longer than LIVE_RENDER_LIMIT_MS (counted from
 * before it starts: loading a renderer the first time blocks, and counts).
 */
export async function withinLimit<T>(
  render: () => Promise<T | null>,
  onError: (error: unknown) => void,
): Promise<T | null> {
  return raceLimit(() =>
    render().catch((error: unknown) => {
      onError(error);
      return null;
    }),
  );
}

/** `answer()`, or null once LIVE_RENDER_LIMIT_MS has passed (it goes on running meanwhile). */
export async function raceLimit<T>(answer: () => Promise<T | null>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LIVE_RENDER_LIMIT_MS);
  });
  try {
    return await Promise.race([answer(), limit]);
  } finally {
    clearTimeout(timer);
  }
}
