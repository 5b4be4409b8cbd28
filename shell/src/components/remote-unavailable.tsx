import { Button, Result } from 'antd';
import { useState } from 'react';

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
    <Result
      status="warning"
      title={UNAVAILABLE_TITLE}
      subTitle="The rest of the site still works. Please try again in a moment."
      extra={
        onRetry ? (
          <Button type="primary" loading={retrying} onClick={handleRetry}>
            Retry
          </Button>
        ) : null
      }
    />
  );
}
