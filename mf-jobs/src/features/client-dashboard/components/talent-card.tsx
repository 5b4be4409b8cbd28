import type { PublicUser } from '@freelane/shared/contracts';
import { PlainAvatar, PlainButton, UserReviewsLink, FlexBox } from '@freelane/shared/ui';
import { truncateWords } from '../lib/pick-random';

export const BIO_PREVIEW_WORDS = 30;

interface TalentCardProps {
  freelancer: PublicUser;
  connecting: boolean;
  onConnect: (id: string) => void;
}

/** A recommended freelancer: photo, name, title, rating, bio cut to 30 words, Connect. */
export function TalentCard({ freelancer, connecting, onConnect }: TalentCardProps) {
  const photo = freelancer.profile.profilePhoto;
  const bio = freelancer.profile.bio;
  return (
    <article aria-label={freelancer.fullName} style={{ width: '100%' }}>
      <FlexBox gap={12} align="center">
        <PlainAvatar
          size={48}
          src={photo}
          name={freelancer.fullName}
          alt={photo ? `Photo of ${freelancer.fullName}` : undefined}
        />
        <div style={{ minWidth: 0 }}>
          <h3 className="fl-title" style={{ fontSize: 16, margin: 0 }}>
            {freelancer.fullName}
          </h3>
          <span className="fl-text-secondary">{freelancer.profile.professionalTitle || 'Freelancer'}</span>
        </div>
      </FlexBox>
      <div style={{ marginTop: 8 }}>
        <UserReviewsLink user={freelancer} size="small" />
      </div>
      <p className={bio ? undefined : 'fl-text-secondary'} style={{ margin: '8px 0' }}>
        {bio ? truncateWords(bio, BIO_PREVIEW_WORDS) : 'No bio yet.'}
      </p>
      <PlainButton
        type="primary"
        loading={connecting}
        onClick={() => onConnect(freelancer._id)}
        aria-label={`Connect with ${freelancer.fullName}`}
      >
        Connect
      </PlainButton>
    </article>
  );
}
