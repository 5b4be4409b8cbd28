import { useEffect, useRef } from 'react';

/**
 * Calls `onView` when the returned element scrolls into view (infinite scroll). Browsers without
 * IntersectionObserver keep the explicit button the element sits beside.
 */
export function useLoadMoreOnView<T extends HTMLElement>(enabled: boolean, onView: () => void) {
  const ref = useRef<T | null>(null);
  const onViewRef = useRef(onView);
  useEffect(() => {
    onViewRef.current = onView;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onViewRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
