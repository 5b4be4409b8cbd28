import { lazy } from 'react';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Link } from 'react-router-dom';
import { getLandingPath, useCurrentUser } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { LinkButton, PageContainer, PlainResult, PlainSkeleton, SvgIcon } from '@freelane/shared/ui';
import { useGetPasskeysQuery, useGetTwoFactorQuery } from '../api/sign-in-security';
import { AfterReady } from '../features/profile/components/after-ready';
import { PersonalInfoSection } from '../features/profile/components/personal-info-section';
import { PhotoSection } from '../features/profile/components/photo-section';
import { ProfileCompleteness } from '../features/profile/components/profile-completeness';
import './edit-profile.css';

// Skills, bio, résumé, password and sign-in security: below the first screen, one island loaded
// after ready (issue 39).
const ProfileMoreSections = lazy(() => import('../features/profile/components/profile-more-sections'));

/**
 * The island's own data (passkeys, two-step sign-in), asked with the page's first requests rather
 * than once its code has arrived at idle (issue 39, in-app navigation: those answers came 2.5 s
 * after the click, behind ~150 kB of antd). The island reads the same cache entries.
 */
function useIslandData(signedIn: boolean) {
  useGetPasskeysQuery(undefined, { skip: !signedIn });
  useGetTwoFactorQuery(undefined, { skip: !signedIn });
}

/** The back arrow's target (spec §2): freelancers to their job search, clients to their dashboard. */
function getBackPath(user: CurrentUser): string {
  if (user.role === 'freelancer') return '/find-jobs';
  if (user.role === 'client') return '/client-dashboard';
  return getLandingPath(user);
}

/**
 * /editProfile — the signed-in user's own profile; skills, bio and resume only for freelancers.
 * The first screen (photo, personal info, completeness) renders no antd (issue 39).
 */
function EditProfile() {
  const user = useCurrentUser();
  useIslandData(user !== null);
  if (!user) {
    // The shell only opens this page for signed-in users; this covers a session that just ended.
    return (
      <PlainResult
        status="info"
        title="Log in to edit your profile"
        extra={
          // A link drawn as a button (it was a Button inside a Link: two tab stops for one action).
          <LinkButton type="primary" to="/login?next=%2FeditProfile">
            Login
          </LinkButton>
        }
      />
    );
  }
  return (
    <PageContainer>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }}>
        <Link to={getBackPath(user)} aria-label="Back" style={{ fontSize: 20, lineHeight: 1 }}>
          <SvgIcon icon={ArrowLeftOutlined} size={20} />
        </Link>
        <h1 className="fl-title" style={{ fontSize: 28, margin: 0 }}>
          Edit profile
        </h1>
      </div>
      <div className="edit-profile__grid">
        <div className="edit-profile__main">
          <PhotoSection user={user} />
          {/* Keyed by the saved values so the form shows what the server stored after each save. */}
          <PersonalInfoSection
            key={`${user.fullName}|${user.email}|${user.pendingEmail ?? ''}|${user.profile.professionalTitle ?? ''}|${user.profile.languages.join(',')}`}
            user={user}
          />
          <AfterReady placeholder={<PlainSkeleton />}>
            <ProfileMoreSections user={user} />
          </AfterReady>
        </div>
        <div className="edit-profile__side">
          <ProfileCompleteness user={user} />
        </div>
      </div>
    </PageContainer>
  );
}

export default EditProfile;
