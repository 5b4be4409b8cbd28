import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes within `margin` of the viewport (or at once where there is
 * no IntersectionObserver); until then an empty box of `minHeight` holds the place, so nothing
 * shifts. With a `lazy()` child, a section below a first screen costs that screen no script: its
 * module is fetched when the person scrolls towards it (issue 38's charts on /client-dashboard).
 */
export function WhenNear({
  minHeight,
  margin = '300px',
  children,
}: {
  minHeight: number;
  margin?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  // data-loads-on-view: the accessibility suite scrolls to it so axe judges what it loads.
  return near ? <>{children}</> : <div ref={ref} data-loads-on-view="" style={{ minHeight }} />;
}
