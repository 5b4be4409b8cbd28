import { buildCurrentUser } from '../testing';
import { getCompletenessItems, getCompletenessPercent } from './completeness';

describe('profile completeness', () => {
  const freelancer = (overrides: Parameters<typeof buildCurrentUser>[0] = {}) =>
    buildCurrentUser({ role: 'freelancer', ...overrides });

  it('gives a freelancer 25 points per item', () => {
    const base = freelancer();
    expect(getCompletenessPercent(getCompletenessItems(base))).toBe(25);
    const withPhoto = freelancer({ profile: { ...base.profile, profilePhoto: '/api/v1/files/p' } });
    expect(getCompletenessPercent(getCompletenessItems(withPhoto))).toBe(50);
    const full = freelancer({
      profile: { ...base.profile, profilePhoto: '/api/v1/files/p', bio: 'I build shops.' },
      skillProfile: { ...base.skillProfile, resume: '/api/v1/files/r', resumeOriginalName: 'cv.pdf' },
    });
    expect(getCompletenessPercent(getCompletenessItems(full))).toBe(100);
  });

  it('does not count a blank bio', () => {
    const base = freelancer();
    const items = getCompletenessItems(freelancer({ profile: { ...base.profile, bio: '   ' } }));
    expect(items.find((item) => item.key === 'bio')?.done).toBe(false);
  });

  it('counts for a client only what a client can fill in', () => {
    const client = buildCurrentUser({ role: 'client' });
    expect(getCompletenessItems(client).map((item) => item.key)).toEqual(['photo', 'personalInfo']);
    expect(getCompletenessPercent(getCompletenessItems(client))).toBe(50);
  });
});
