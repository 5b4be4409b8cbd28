import type { ReactNode } from 'react';
import { useGetProfileQuery } from '@freelane/shared';

/**
 * Dev harness only: asks the API who the session cookie belongs to (as the shell does on load), so a
 * session started on the API's own sign-in page works here too.
 */
export function DevSession({ children }: { children: ReactNode }) {
  useGetProfileQuery();
  return <>{children}</>;
}
