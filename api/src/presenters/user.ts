import type { CurrentUser } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';

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
  };
}
