import type { CurrentUser } from '@freelane/shared/contracts';
import { getCompletenessItems } from '@freelane/shared';
import { PlainCard } from './plain/plain-card';
import { TextLink } from './plain/text-link';

/**
 * "Finish your profile" on the landing pages (issue 36): what is still missing, by name, and the
 * way to /editProfile; gone once the profile is complete. Plain (no antd): it is on first screens.
 */
export function ProfilePrompt({ user }: { user: CurrentUser | null | undefined }) {
  if (!user || (user.role !== 'freelancer' && user.role !== 'client')) return null;
  const missing = getCompletenessItems(user).filter((item) => !item.done);
  if (missing.length === 0) return null;
  const who = user.role === 'freelancer' ? 'Clients' : 'Freelancers';
  return (
    <PlainCard title="Finish your profile" aria-label="Finish your profile" style={{ marginBottom: 24 }}>
      <p style={{ marginTop: 0 }}>
        {who} look at your profile before they work with you. Still missing:{' '}
        {missing.map((item) => item.label.toLowerCase()).join(', ')}.
      </p>
      <TextLink to="/editProfile">Complete your profile</TextLink>
    </PlainCard>
  );
}
