import { createContext } from 'react';

/** Lets the fallback page (built by the MF runtime plugin) retry the page that failed. */
export const RemoteRetryContext = createContext<(() => Promise<void>) | null>(null);
