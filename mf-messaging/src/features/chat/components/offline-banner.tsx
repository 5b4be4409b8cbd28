import './chat.css';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { SvgIcon } from '@freelane/shared/ui';
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
      <span className="fl-chat-banner__icon">
        <SvgIcon icon={ExclamationCircleFilled} size={14} />
      </span>
      <span>
        You are offline — new messages will appear when you reconnect. Messages you send now are retried automatically
        once you are back.
      </span>
    </div>
  );
}
