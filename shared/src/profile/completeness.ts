import type { CurrentUser } from '../contracts/user';

export interface CompletenessItem {
  key: 'photo' | 'resume' | 'bio' | 'personalInfo';
  label: string;
  done: boolean;
}

const filled = (value: string | null | undefined) => Boolean(value && value.trim());

/**
 * Profile completeness (spec §4): photo, resume, bio and personal info, 25 points each for a
 * freelancer. Clients cannot have a resume or bio (freelancer-only sections), so for them the
 * ring counts only what they can complete (photo and personal info, 50 each) and can reach 100.
 */
export function getCompletenessItems(user: CurrentUser): CompletenessItem[] {
  const personalInfo =
    filled(user.fullName) ||
    filled(user.email) ||
    user.profile.languages.length > 0 ||
    filled(user.profile.professionalTitle);
  const items: CompletenessItem[] = [
    { key: 'photo', label: 'Profile photo', done: filled(user.profile.profilePhoto) },
    { key: 'resume', label: 'Resume', done: filled(user.skillProfile.resume) },
    { key: 'bio', label: 'Bio', done: filled(user.profile.bio) },
    { key: 'personalInfo', label: 'Personal info', done: personalInfo },
  ];
  return user.role === 'freelancer'
    ? items
    : items.filter((item) => item.key === 'photo' || item.key === 'personalInfo');
}

export function getCompletenessPercent(items: CompletenessItem[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.done).length / items.length) * 100);
}
