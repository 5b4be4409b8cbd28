import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { SvgIcon } from '@freelane/shared/ui';

/** No conversation open (spec: Your Messages / Send a message to start a chat). */
export function ChatEmptyState() {
  return (
    <div className="fl-chat-empty">
      <span className="fl-chat-empty__icon" aria-hidden="true">
        <SvgIcon icon={MessageOutlined} size={32} />
      </span>
      <h2 className="fl-title" style={{ margin: 0, fontSize: 22 }}>
        Your Messages
      </h2>
      <span className="fl-text-secondary" style={{ fontSize: 15 }}>
        Send a message to start a chat
      </span>
    </div>
  );
}
