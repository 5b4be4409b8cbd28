import type { TalentCard } from '@freelane/shared/contracts';
import { Money, PlainAvatar, PlainButton, PlainCard, PlainTag, UserReviewsLink } from '@freelane/shared/ui';
import './talent.css';

const SHOWN_SKILLS = 6;

interface FreelancerCardProps {
  freelancer: TalentCard;
  connecting: boolean;
  /** Hidden on the signed-in user's own card. */
  canConnect: boolean;
  onConnect: (id: string) => void;
}

/**
 * One freelancer: photo, name, title, rate and location where the profile has them (issue 36),
 * rating from published reviews, skills and real figures (projects done, member since).
 * Plain (issue 39): /find-talent's first screen is these cards.
 */
export function FreelancerCard({ freelancer, connecting, canConnect, onConnect }: FreelancerCardProps) {
  const { profile, skillProfile } = freelancer;
  const skills = skillProfile.subCategory;
  const titleId = `freelancer-${freelancer._id}`;
  const projects = freelancer.projectCompleted;
  return (
    <PlainCard className="fl-talent-card">
      <article aria-labelledby={titleId} style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 12 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <PlainAvatar
            size={64}
            src={profile.profilePhoto}
            name={freelancer.fullName}
            alt={profile.profilePhoto ? `Photo of ${freelancer.fullName}` : undefined}
          />
          <div style={{ minWidth: 0 }}>
            <h3 id={titleId} className="fl-title fl-talent-card__name" title={freelancer.fullName}>
              {freelancer.fullName}
            </h3>
            <span className="fl-text-secondary">{profile.professionalTitle || 'Freelancer'}</span>
            {/* Approved mentors only (issue 28): the API sets it from the admin's approval. */}
            {freelancer.isMentor && (
              <div style={{ marginTop: 4 }}>
                <PlainTag color="purple">Mentor</PlainTag>
              </div>
            )}
          </div>
        </div>
        {(profile.hourlyRate !== null || profile.location) && (
          <span>
            {profile.hourlyRate !== null && (
              <>
                <strong>
                  <Money amount={profile.hourlyRate} />
                </strong>{' '}
                an hour
              </>
            )}
            {profile.hourlyRate !== null && profile.location && ' · '}
            {profile.location && <>Based in {profile.location}</>}
          </span>
        )}
        <UserReviewsLink user={freelancer} size="small" />
        {skills.length > 0 && (
          <div role="list" aria-label="Skills" style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 0' }}>
            {skills.slice(0, SHOWN_SKILLS).map((skill) => (
              <span key={skill} role="listitem">
                <PlainTag color="blue">{skill}</PlainTag>
              </span>
            ))}
            {skills.length > SHOWN_SKILLS && <PlainTag>+{skills.length - SHOWN_SKILLS} more</PlainTag>}
          </div>
        )}
        <span className="fl-text-secondary" style={{ fontSize: 13 }}>
          {projects} {projects === 1 ? 'project' : 'projects'} completed · Member since{' '}
          {new Date(freelancer.memberSince).getUTCFullYear()}
        </span>
        {canConnect && (
          <PlainButton
            type="primary"
            style={{ marginTop: 'auto' }}
            loading={connecting}
            onClick={() => onConnect(freelancer._id)}
            aria-label={`Connect with ${freelancer.fullName}`}
          >
            Connect
          </PlainButton>
        )}
      </article>
    </PlainCard>
  );
}
