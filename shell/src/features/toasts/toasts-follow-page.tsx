import type { ToastsBridge } from '@freelane/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Tells the toast bridge when the page (its path) changes, so the toasts of the page before close
 * (issue 36) and only those announcing the new page carry over. A query or hash change on the same
 * page keeps them.
 */
export function ToastsFollowPage({ bridge }: { bridge: ToastsBridge }) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    bridge.pageChanged();
  }, [bridge, pathname]);
  return null;
}
