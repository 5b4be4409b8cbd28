import { useState } from 'react';
import { ResultPanel } from './result-panel';

export interface RemoteUnavailableProps {
  onRetry?: () => Promise<void>;
}

export const UNAVAILABLE_TITLE = 'This part of Freelane is unavailable right now';

/** Shown in place of a page whose area failed to load; the rest of the app keeps working. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const [retrying, setRetrying] = useState(false);

  const handleRetry = async () => {
    if (!onRetry) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <ResultPanel
      figure="!"
      title={UNAVAILABLE_TITLE}
      subTitle="The rest of the site still works. Please try again in a moment."
      extra={
        onRetry ? (
          <button
            type="button"
            className="fl-btn fl-btn--primary"
            aria-busy={retrying}
            disabled={retrying}
            onClick={handleRetry}
          >
            Retry
          </button>
        ) : null
      }
    />
  );
}
