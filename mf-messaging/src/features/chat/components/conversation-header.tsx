import type { ReactNode } from 'react';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import MoreOutlined from '@ant-design/icons-svg/es/asn/MoreOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { IconButton, PlainMenuButton, SvgIcon } from '@freelane/shared/ui';
import { Link } from 'react-router-dom';
import type { ConversationData } from '../lib/conversation-data';
import { jobPagePath } from '../lib/job-path';
import { PersonAvatar } from '../../../components/person-avatar';

interface ConversationHeaderProps {
  conversation: ConversationData;
  typing: boolean;
  onBack?: () => void;
  onSearch: () => void;
  onDelete: () => void;
  /** More controls at the end (the widget's "Open in Messages"). */
  extra?: ReactNode;
  compact?: boolean;
}

function presenceText(conversation: ConversationData, typing: boolean): { text: string; tone: string } {
  if (typing) return { text: 'typing…', tone: 'typing' };
  if (conversation.online === true) return { text: 'Online', tone: 'online' };
  if (conversation.online === false) return { text: 'Offline', tone: 'offline' };
  const { professionalTitle } = conversation.otherUser.profile;
  return { text: professionalTitle || (conversation.otherUser.role === 'client' ? 'Client' : 'Freelancer'), tone: '' };
}

/** Who the conversation is with (photo, name, presence), the jobs running between you, and the conversation's actions. */
export function ConversationHeader({
  conversation,
  typing,
  onBack,
  onSearch,
  onDelete,
  extra,
  compact = false,
}: ConversationHeaderProps) {
  const person = conversation.otherUser;
  const presence = presenceText(conversation, typing);
  const jobs = conversation.activeJob;
  return (
    <>
      <header className="fl-chat-pane__head">
        {onBack && (
          <IconButton icon={<SvgIcon icon={ArrowLeftOutlined} />} label="Back to conversations" onClick={onBack} />
        )}
        <PersonAvatar person={person} size={compact ? 36 : 44} online={conversation.online} />
        <div className="fl-chat-pane__who">
          <h2 className="fl-chat-pane__name">{person.fullName}</h2>
          <span className={`fl-chat-pane__status${presence.tone ? ` fl-chat-pane__status--${presence.tone}` : ''}`}>
            {presence.text}
          </span>
        </div>
        <div className="fl-chat-pane__actions">
          <IconButton icon={<SvgIcon icon={SearchOutlined} />} label="Search in conversation" onClick={onSearch} />
          <PlainMenuButton
            icon={<SvgIcon icon={MoreOutlined} />}
            label="Conversation options"
            items={[{ key: 'delete', label: 'Delete conversation', danger: true, onClick: onDelete }]}
          />
          {extra}
        </div>
      </header>
      {jobs.length > 0 && (
        <nav className="fl-chat-pane__jobs" aria-label={`Active jobs with ${person.fullName}`}>
          <span style={{ color: 'var(--fl-color-gray-500)' }}>Active {jobs.length === 1 ? 'job' : 'jobs'}:</span>
          {jobs.map((job, index) => (
            <span key={job._id}>
              <Link to={jobPagePath(job)}>{job.title}</Link>
              {index < jobs.length - 1 ? ',' : ''}
            </span>
          ))}
        </nav>
      )}
    </>
  );
}
