import { Alert } from 'antd';
import { useConnectionStatus } from '../hooks/use-connection-status';

/** Says honestly when live chat is down, and what happens to messages written meanwhile. */
export function OfflineBanner() {
  const { offline } = useConnectionStatus();
  if (!offline) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title="You are offline — new messages will appear when you reconnect. Messages you send now are retried automatically once you are back."
    />
  );
}
