import type { ReactNode } from 'react';
import MoreOutlined from '@ant-design/icons-svg/es/asn/MoreOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { PlainMenuButton, PlainTag, SvgIcon } from '@freelane/shared/ui';
import { Link } from 'react-router-dom';
import type { ChatMessage } from '@freelane/shared/contracts';
import { formatFullTime, formatMessageTime } from '../lib/format-time';
import { jobPagePath } from '../lib/job-path';
import { MessageAttachments } from './message-attachments';

interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  seen: boolean;
  highlighted: boolean;
  /** Sent by the Freelane team (an admin): a badge no display name can imitate. */
  fromStaff?: boolean;
  /** The brief card, when the message carries one (rendered by the briefs feature). */
  brief: ReactNode;
  onDelete: (message: ChatMessage) => void;
}

/**
 * One stored message: own on the right, the other person's on the left; a brief as its card; a
 * deleted one as "Message deleted" for both. Only one's own messages have the delete menu. A message
 * about a job (a question on a revision request) names the job, linked to its page.
 */
export function MessageBubble({
  message,
  own,
  seen,
  highlighted,
  fromStaff = false,
  brief,
  onDelete,
}: MessageBubbleProps) {
  const classes = ['fl-chat-msg'];
  if (own) classes.push('fl-chat-msg--own');
  if (message.isDeleted) classes.push('fl-chat-msg--deleted');
  if (highlighted) classes.push('fl-chat-msg--highlight');
  const time = (
    <time className="fl-chat-msg__time" dateTime={message.createdAt} title={formatFullTime(message.createdAt)}>
      {formatMessageTime(message.createdAt)}
    </time>
  );

  let content: ReactNode;
  if (message.isDeleted) {
    content = (
      <div className="fl-chat-msg__bubble">
        <span className="fl-chat-msg__text">
          <SvgIcon icon={StopOutlined} /> Message deleted
        </span>
        {time}
      </div>
    );
  } else if (brief) {
    content = (
      <div style={{ minWidth: 0 }}>
        {brief}
        {time}
      </div>
    );
  } else {
    content = (
      <div className="fl-chat-msg__bubble">
        {fromStaff && (
          <span className="fl-chat-msg__staff">
            <PlainTag color="geekblue">
              <SvgIcon icon={SafetyCertificateOutlined} /> Freelane team
            </PlainTag>
          </span>
        )}
        {message.aboutJob && (
          <div className="fl-chat-msg__about">
            About: <Link to={jobPagePath(message.aboutJob)}>{message.aboutJob.title}</Link>
          </div>
        )}
        <MessageAttachments attachments={message.attachments} />
        {message.message && <div className="fl-chat-msg__text">{message.message}</div>}
        {time}
      </div>
    );
  }

  return (
    <li className={classes.join(' ')} data-seq={message.seq} tabIndex={-1}>
      <span className="fl-chat-sr-only">{own ? 'You:' : ''}</span>
      <div className="fl-chat-msg__row">
        {content}
        {/* A brief has its own Delete (withdraw) on its card. */}
        {own && !message.isDeleted && !brief && (
          <PlainMenuButton
            className="fl-chat-msg__menu"
            size="small"
            icon={<SvgIcon icon={MoreOutlined} />}
            label="Message actions"
            items={[{ key: 'delete', label: 'Delete message', danger: true, onClick: () => onDelete(message) }]}
          />
        )}
      </div>
      {seen && <span className="fl-chat-msg__seen">Seen</span>}
    </li>
  );
}
