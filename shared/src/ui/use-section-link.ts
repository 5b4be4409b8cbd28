import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A section a link can point at with a query flag (`/client-dashboard?drafts=1`, what the draft
 * notifications open): once the section is on the page it is scrolled into view and its heading
 * takes the focus, so keyboard and screen-reader users land there too. Put the ref on an element
 * with `tabIndex={-1}`. `ready` waits for the section's data (it may render nothing before).
 */
export function useSectionLink<T extends HTMLElement>(flag: string, ready: boolean) {
  const ref = useRef<T>(null);
  const [searchParams] = useSearchParams();
  const linked = searchParams.get(flag) === '1';
  const done = useRef(false);
  useEffect(() => {
    if (!linked || !ready || done.current || !ref.current) return;
    done.current = true;
    // jsdom has no scrolling; browsers do.
    ref.current.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [linked, ready]);
  return ref;
}
