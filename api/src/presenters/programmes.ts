import {
  HIRING_ELIGIBILITY,
  type AdminApplication,
  type HiringAssistant,
  type HiringEligibility,
  type MentorApplicationBody,
  type MentorCard,
} from '@freelane/shared/contracts';
import type { MentorProfileRow, UserRow } from '../db/schema';
import type {
  ApplicationWithPeople,
  AssistantListing,
  EligibilityFigures,
  HiringAnswers,
} from '../repositories/programmes';
import { presentRating } from './user';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** The applicant's real figures against the portal's four criteria. */
export function presentEligibility(figures: EligibilityFigures, now: Date): HiringEligibility {
  const rating = presentRating(figures);
  const yearsOnFreelane = Math.max(0, Math.floor((now.getTime() - figures.createdAt.getTime()) / YEAR_MS));
  return {
    rating,
    completedProjects: figures.completedProjects,
    yearsOnFreelane,
    positiveClientReviews: figures.positiveClientReviews,
    meets: {
      rating: rating.average !== null && rating.average >= HIRING_ELIGIBILITY.minRating,
      completedProjects: figures.completedProjects >= HIRING_ELIGIBILITY.minCompletedProjects,
      years: yearsOnFreelane >= HIRING_ELIGIBILITY.minYears,
      positiveClientReviews: figures.positiveClientReviews >= HIRING_ELIGIBILITY.minPositiveClients,
    },
  };
}

const NO_FIGURES = (user: UserRow): EligibilityFigures => ({
  ratingCount: user.ratingCount,
  ratingTotal: user.ratingTotal,
  createdAt: user.createdAt,
  completedProjects: 0,
  positiveClientReviews: 0,
});

export function presentAdminApplication(
  { application, applicant, decidedBy }: ApplicationWithPeople,
  figures: ReadonlyMap<string, EligibilityFigures>,
  now: Date,
): AdminApplication {
  const common = {
    _id: application.id,
    status: application.status,
    applicant: {
      _id: applicant.id,
      fullName: applicant.fullName,
      username: applicant.username,
      profile: { profilePhoto: applicant.profilePhoto, professionalTitle: applicant.professionalTitle },
      eligibility: presentEligibility(figures.get(applicant.id) ?? NO_FIGURES(applicant), now),
    },
    submittedAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    decidedBy: decidedBy ? { _id: decidedBy.id, fullName: decidedBy.fullName } : null,
    reason: application.reason,
  };
  if (application.type === 'mentor') {
    const { email: _contact, ...answers } = application.answers as MentorApplicationBody;
    return { ...common, type: 'mentor', answers };
  }
  return { ...common, type: 'hiringAssistant', answers: application.answers as HiringAnswers };
}

/** An approved mentor for everyone signed in: the form's public parts, never the contact e-mail. */
export function presentMentorCard({ profile, user }: { profile: MentorProfileRow; user: UserRow }): MentorCard {
  const answers = profile.answers;
  return {
    _id: user.id,
    fullName: user.fullName,
    profile: { profilePhoto: user.profilePhoto, professionalTitle: user.professionalTitle },
    currentProfession: answers.currentProfession,
    experience: answers.experience,
    areaOfExpertise: answers.areaOfExpertise,
    mentoringType: answers.mentoringType,
    availability: answers.availability,
    professionalBio: answers.professionalBio,
    linkedin: answers.linkedin,
    freeSession: answers.freeSession,
    approvedAt: profile.approvedAt.toISOString(),
  };
}

export function presentHiringAssistant({
  profile,
  user,
  jobsAssisted,
  shortlisted,
}: AssistantListing): HiringAssistant {
  return {
    _id: user.id,
    yourSpecialization: profile.specialization,
    yearsOfExperience: profile.yearsOfExperience,
    skills: profile.skills,
    userDetails: {
      _id: user.id,
      fullName: user.fullName,
      profile: { profilePhoto: user.profilePhoto, professionalTitle: user.professionalTitle },
    },
    rating: presentRating(user),
    jobsAssisted,
    shortlisted,
  };
}
