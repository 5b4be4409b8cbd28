import type { ToastsBridge } from '@freelane/shared';
import { whenIdle } from '@freelane/shared/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const ToastsHost = lazy(async () => ({ default: (await import('./load-toasts-host')).ToastsHost }));

/** How long after the first render the host is loaded anyway, when nothing has asked for it. */
const IDLE_LOAD_MS = 3000;

/**
 * Mounts the toast host (antd) once something asks for a toast or a confirmation, or once the
 * page is idle after its first render: the first screen never waits for antd, and a later toast
 * shows at once. Requests made before it has loaded are kept by the bridge and shown then.
 */
export function ToastsHostSlot({ bridge }: { bridge: ToastsBridge }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stop = bridge.onWanted(want);
    const cancel = whenIdle(want, { timeout: IDLE_LOAD_MS, fallbackMs: IDLE_LOAD_MS });
    return () => {
      stop();
      cancel();
    };
  }, [bridge, wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastsHost bridge={bridge} />
    </Suspense>
  ) : null;
}
