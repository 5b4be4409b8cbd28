import type { CurrentUser } from '@freelane/shared/contracts';
import { LinkButton, PlainAvatar, PlainCard, FlexBox } from '@freelane/shared/ui';

/** The signed-in client: photo, full name, username and Edit Profile. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const photo = user.profile.profilePhoto;
  return (
    <PlainCard aria-label="Your profile">
      <FlexBox vertical align="center" gap={8}>
        <PlainAvatar size={80} src={photo} name={user.fullName} alt={photo ? `Photo of ${user.fullName}` : undefined} />
        <h2 className="fl-title" style={{ fontSize: 18, margin: 0 }}>
          {user.fullName}
        </h2>
        <span className="fl-text-secondary">@{user.username}</span>
        <LinkButton to="/editProfile">Edit Profile</LinkButton>
      </FlexBox>
    </PlainCard>
  );
}
