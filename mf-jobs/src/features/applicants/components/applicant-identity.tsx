import type { Applicant } from '@freelane/shared/contracts';
import { PlainAvatar, UserReviewsLink, FlexBox } from '@freelane/shared/ui';

/**
 * Photo, name, title and real track record (projects, rating from published reviews) of the person
 * behind a proposal. Plain (no antd): Job Applicants' first screen (issue 39).
 */
export function ApplicantIdentity({ user, headingId }: { user: Applicant['user']; headingId?: string }) {
  const photo = user.profile.profilePhoto;
  return (
    <FlexBox gap={12} align="center" style={{ minWidth: 0 }}>
      <PlainAvatar size={48} src={photo} name={user.fullName} />
      <div style={{ minWidth: 0 }}>
        <h2 className="fl-title" id={headingId} style={{ fontSize: 18, margin: 0 }}>
          {user.fullName}
        </h2>
        <span className="fl-text-secondary">
          {user.profile.professionalTitle || 'Freelancer'} · {user.projectCompleted}{' '}
          {user.projectCompleted === 1 ? 'project' : 'projects'} completed
        </span>
        <UserReviewsLink user={user} size="small" />
      </div>
    </FlexBox>
  );
}
