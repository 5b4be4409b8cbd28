// Not the @freelane/shared/pages barrel: this module is in the shell's first script (the federation
// runtime plugin), and the barrel would bring the whole route table into that script with it.
import { WIDGETS } from '@freelane/shared/pages/exposed-modules';

/**
 * What a failed remote turns into. Kept free of React on purpose: runtime plugins run before
 * the shared React singleton is initialised, so the shell registers the real renderer from
 * bootstrap (see app/register-remote-fallback.tsx) and the plugin only reads it.
 */
export type FallbackRenderer = (remoteId: string) => unknown;

let pageRenderer: FallbackRenderer | null = null;

export function setRemoteFallbackRenderer(renderer: FallbackRenderer | null): void {
  pageRenderer = renderer;
}

export function getRemoteFallbackRenderer(): FallbackRenderer | null {
  return pageRenderer;
}

/** Exposed modules that are widgets, not pages (@freelane/shared/pages): when they fail they render nothing. */
export const WIDGET_IDS = new Set<string>(WIDGETS);

/** Thrown by a fallback page when no renderer is registered; the page's error boundary shows the panel. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote module ${remoteId} is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}
