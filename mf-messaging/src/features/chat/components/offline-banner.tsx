import './chat.css';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useConnectionStatus } from '../hooks/use-connection-status';

/**
 * Says honestly when live chat is down, and what happens to messages written meanwhile. Plain
 * markup drawn like antd's warning Alert, so the Messages page loads no antd.
 */
export function OfflineBanner() {
  const { offline } = useConnectionStatus();
  if (!offline) return null;
  return (
    <div className="fl-chat-banner fl-chat-banner--warning" role="status">
      <ExclamationCircleFilled className="fl-chat-banner__icon" aria-hidden="true" />
      <span>
        You are offline — new messages will appear when you reconnect. Messages you send now are retried automatically
        once you are back.
      </span>
    </div>
  );
}
