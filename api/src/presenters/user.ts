import type { CurrentUser, PublicUser, RatingSummary, TalentCard } from '@freelane/shared/contracts';
import type { TalentRow } from '../repositories/users';
import type { UserRow } from '../db/schema';

/** Mean of the published overall stars, one decimal; null ("No reviews yet") when there are none. */
export function presentRating(user: Pick<UserRow, 'ratingCount' | 'ratingTotal'>): RatingSummary {
  if (user.ratingCount === 0) return { average: null, count: 0 };
  return { average: Math.round((user.ratingTotal / user.ratingCount) * 10) / 10, count: user.ratingCount };
}

/** The signed-in user as they see themselves; the response schema drops anything else. */
export function presentCurrentUser(user: UserRow): CurrentUser {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    isGoogleUser: user.isGoogleUser,
    hasPassword: user.passwordHash !== null,
    hiringAssistantStatus: user.hiringAssistantStatus,
    profile: {
      profilePhoto: user.profilePhoto,
      bio: user.bio,
      languages: user.languages,
      professionalTitle: user.professionalTitle,
      hourlyRate: user.hourlyRate,
      location: user.location,
    },
    skillProfile: {
      resume: user.resume,
      resumeOriginalName: user.resumeOriginalName,
      category: user.category,
      subCategory: user.subCategory,
      uspSkill: user.uspSkill,
    },
    projectCompleted: user.projectCompleted,
    createdAt: user.createdAt.toISOString(),
    pendingEmail: user.pendingEmail,
  };
}

/** Another user as anyone may see them: no e-mail, no files that need a sign-in (resume). */
export function presentPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    fullName: user.fullName,
    username: user.username,
    role: user.role,
    profile: {
      profilePhoto: user.profilePhoto,
      bio: user.bio,
      languages: user.languages,
      professionalTitle: user.professionalTitle,
      hourlyRate: user.hourlyRate,
      location: user.location,
    },
    skillProfile: {
      category: user.category,
      subCategory: user.subCategory,
      uspSkill: user.uspSkill,
    },
    projectCompleted: user.projectCompleted,
    memberSince: user.createdAt.toISOString(),
    rating: presentRating(user),
  };
}

/** A Find Talent card: the public person and the Mentor badge. */
export function presentTalentCard({ user, isMentor }: TalentRow): TalentCard {
  return { ...presentPublicUser(user), isMentor };
}
