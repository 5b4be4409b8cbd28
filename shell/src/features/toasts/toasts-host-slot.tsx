import type { ToastsBridge } from '@freelane/shared';
import { whenIdle } from '@freelane/shared/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const ToastsHost = lazy(async () => ({ default: (await import('./load-toasts-host')).ToastsHost }));

/** What shows a person is acting on the page: a toast or a confirmation usually follows one. */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Mounts the toast host (antd) once something asks for a toast or a confirmation, or at the first
 * idle moment after the person first touches, clicks or types: the first screen never waits for
 * antd, a page nobody acts on never loads it, and the toast an action ends with finds it loaded.
 * Issue 39: loaded at the first idle moment of every page instead, its ~150 kB of antd ran inside
 * the page's load on a phone (Lighthouse /login: TBT 239–473 → 115–201 ms without it). Requests made
 * before it has loaded are kept by the bridge and shown then.
 */
export function ToastsHostSlot({ bridge }: { bridge: ToastsBridge }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stop = bridge.onWanted(want);
    let cancelIdle = () => {};
    const stopListening = () => {
      for (const type of FIRST_INTERACTION_EVENTS) document.removeEventListener(type, onInteraction, { capture: true });
    };
    // After the interaction's own work (its handler, its paint), not inside it.
    function onInteraction() {
      stopListening();
      cancelIdle = whenIdle(want, { timeout: 1000, fallbackMs: 50 });
    }
    for (const type of FIRST_INTERACTION_EVENTS)
      document.addEventListener(type, onInteraction, { capture: true, passive: true });
    return () => {
      stop();
      stopListening();
      cancelIdle();
    };
  }, [bridge, wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastsHost bridge={bridge} />
    </Suspense>
  ) : null;
}
