import { MessageOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

/** No conversation open (spec: Your Messages / Send a message to start a chat). */
export function ChatEmptyState() {
  return (
    <div className="fl-chat-empty">
      <span className="fl-chat-empty__icon" aria-hidden="true">
        <MessageOutlined aria-hidden="true" />
      </span>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        Your Messages
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 15 }}>
        Send a message to start a chat
      </Typography.Text>
    </div>
  );
}
