import { useContext } from 'react';
import { RemoteRetryContext } from '../lib/remote-retry-context';
import { RemoteUnavailable } from './remote-unavailable';

/** What the MF fallback module renders: the panel, retrying the page it stands in for. */
export function RemoteFallbackPanel() {
  const retry = useContext(RemoteRetryContext);
  return <RemoteUnavailable onRetry={retry ?? undefined} />;
}
