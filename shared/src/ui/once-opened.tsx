import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children from the first time `open` is true, and keeps them (a dialog animates
 * closed): a dialog given as a lazy component loads its code when first opened, not with the page.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
