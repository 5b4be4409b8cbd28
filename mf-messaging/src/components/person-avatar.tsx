import { useState } from 'react';
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
 * a green dot while they are online. Plain markup drawn like antd's Avatar, so the Messages list
 * loads no antd; a photo that fails to load falls back to the initials, as antd's did.
 */
export function PersonAvatar({ person, size = 44, online }: PersonAvatarProps) {
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const photo = person.profile.profilePhoto;
  const showPhoto = Boolean(photo) && photo !== failedPhoto;
  return (
    <span className="fl-person-avatar">
      <span
        className={`fl-person-avatar__face${showPhoto ? ' fl-person-avatar__face--photo' : ''}`}
        style={{
          width: size,
          height: size,
          ...(showPhoto ? undefined : { background: avatarColour(person.fullName) }),
        }}
        aria-hidden={showPhoto ? undefined : true}
      >
        {showPhoto && photo ? (
          <img src={photo} alt={`Photo of ${person.fullName}`} onError={() => setFailedPhoto(photo)} />
        ) : (
          initialsOf(person.fullName)
        )}
      </span>
      {online !== undefined && online !== null && (
        <span className={`fl-person-avatar__dot${online ? ' fl-person-avatar__dot--online' : ''}`} aria-hidden="true" />
      )}
    </span>
  );
}
