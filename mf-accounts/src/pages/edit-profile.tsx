import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Col, Result, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { getLandingPath, useCurrentUser } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { PageContainer, withAntd } from '@freelane/shared/ui';
import { BioSection } from '../features/profile/components/bio-section';
import { PasswordSection } from '../features/profile/components/password-section';
import { PersonalInfoSection } from '../features/profile/components/personal-info-section';
import { PhotoSection } from '../features/profile/components/photo-section';
import { ProfileCompleteness } from '../features/profile/components/profile-completeness';
import { ResumeSection } from '../features/profile/components/resume-section';
import { SkillListSection } from '../features/profile/components/skill-list-section';
import { SignInSecuritySection } from '../features/profile/components/sign-in-security-section';

/** The back arrow's target (spec §2): freelancers to their job search, clients to their dashboard. */
function getBackPath(user: CurrentUser): string {
  if (user.role === 'freelancer') return '/find-jobs';
  if (user.role === 'client') return '/client-dashboard';
  return getLandingPath(user);
}

/** /editProfile — the signed-in user's own profile; skills, bio and resume only for freelancers. */
function EditProfile() {
  const user = useCurrentUser();
  if (!user) {
    // The shell only opens this page for signed-in users; this covers a session that just ended.
    return (
      <Result
        status="info"
        title="Log in to edit your profile"
        extra={
          <Link to="/login?next=%2FeditProfile">
            <Button type="primary">Login</Button>
          </Link>
        }
      />
    );
  }
  const isFreelancer = user.role === 'freelancer';
  return (
    <PageContainer>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }}>
        <Link to={getBackPath(user)} aria-label="Back" style={{ fontSize: 20, lineHeight: 1 }}>
          <ArrowLeftOutlined aria-hidden />
        </Link>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          Edit profile
        </Typography.Title>
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 16, order: 1 }}>
          <PhotoSection user={user} />
          {/* Keyed by the saved values so the form shows what the server stored after each save. */}
          <PersonalInfoSection
            key={`${user.fullName}|${user.email}|${user.pendingEmail ?? ''}|${user.profile.professionalTitle ?? ''}|${user.profile.languages.join(',')}`}
            user={user}
          />
          {isFreelancer && (
            <>
              <SkillListSection
                title="Skills"
                field="subCategory"
                items={user.skillProfile.subCategory}
                placeholder="e.g. React"
              />
              <SkillListSection
                title="Unique skills"
                field="uspSkill"
                items={user.skillProfile.uspSkill}
                placeholder="e.g. Accessibility audits"
              />
              <BioSection key={user.profile.bio ?? ''} user={user} />
              <ResumeSection user={user} />
            </>
          )}
          <PasswordSection user={user} />
          <SignInSecuritySection user={user} />
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 8, order: 2 }}>
          <div style={{ position: 'sticky', top: 88 }}>
            <ProfileCompleteness user={user} />
          </div>
        </Col>
      </Row>
    </PageContainer>
  );
}

export default withAntd(EditProfile);
