import type { MouseEvent } from 'react';
import { Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';

const MESSAGES_PATH = '/message';

/**
 * The shell's chat-widget slot (shown while signed in): a floating link to the messages page.
 * It is a link, not a chat: the conversation itself lives on /message. Hidden there, where it
 * would point at the page already open.
 */
export default function ChatWidget() {
  const { pathname } = useLocation();
  const href = useHref(MESSAGES_PATH);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(MESSAGES_PATH);
  if (pathname === MESSAGES_PATH) return null;
  return (
    <Button
      type="primary"
      shape="round"
      size="large"
      href={href}
      icon={<MessageOutlined aria-hidden="true" />}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
      style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1000, boxShadow: '0 6px 16px rgba(0, 0, 0, 0.2)' }}
    >
      Messages
    </Button>
  );
}

export { ChatWidget };
