import { Avatar } from 'antd';
import { avatarColour, initialsOf } from '../lib/person';
import './person-avatar.css';

interface PersonAvatarProps {
  person: { fullName: string; profile: { profilePhoto: string | null } };
  size?: number;
  /** Shows the presence dot; the page says "Online"/"Offline" in words elsewhere. */
  online?: boolean | null;
}

/**
 * A photo, or the person's initials on their own colour (the same in chat and in notifications);
 * a green dot while they are online.
 */
export function PersonAvatar({ person, size = 44, online }: PersonAvatarProps) {
  const photo = person.profile.profilePhoto;
  return (
    <span className="fl-avatar">
      <Avatar
        size={size}
        src={photo ?? undefined}
        alt={photo ? `Photo of ${person.fullName}` : undefined}
        style={photo ? undefined : { background: avatarColour(person.fullName), fontWeight: 600 }}
        aria-hidden={photo ? undefined : true}
      >
        {initialsOf(person.fullName)}
      </Avatar>
      {online !== undefined && online !== null && (
        <span className={`fl-avatar__dot${online ? ' fl-avatar__dot--online' : ''}`} aria-hidden="true" />
      )}
    </span>
  );
}
