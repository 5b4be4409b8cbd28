import type { CurrentUser } from '@freelane/shared/contracts';
import { AntdProvider } from '@freelane/shared/ui';
import { BioSection } from './bio-section';
import { PasswordSection } from './password-section';
import { ResumeSection } from './resume-section';
import { SignInSecuritySection } from './sign-in-security-section';
import { SkillListSection } from './skill-list-section';

/**
 * /editProfile's sections under its first screen (skills, bio, résumé, password, sign-in and
 * security): one island, loaded after the page is ready (issue 39), so antd's Form, Input, List and
 * Tag, the password rules' zod and the passkey and QR libraries cost the first screen nothing. The
 * island brings its own `AntdProvider` (the page module never imports it).
 */
export default function ProfileMoreSections({ user }: { user: CurrentUser }) {
  const isFreelancer = user.role === 'freelancer';
  return (
    <AntdProvider>
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
    </AntdProvider>
  );
}
