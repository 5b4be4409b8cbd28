import { whenIdle } from '@freelane/shared/ui';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the browser is idle after the page's first commit (the app is ready by
 * then), or within `timeout` ms at the latest: a lazy child's module loads after ready, not before
 * it, yet without waiting for a scroll — the e2e specs read /editProfile's security section without
 * scrolling, so "when near" alone would not do. Until then `placeholder` holds the place.
 */
export function AfterReady({
  timeout = 2000,
  placeholder = null,
  children,
}: {
  timeout?: number;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeout }), [timeout]);
  return idle ? <Suspense fallback={placeholder}>{children}</Suspense> : <>{placeholder}</>;
}
