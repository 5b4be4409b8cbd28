import type { JobScreening, ProposalFacts, ScreeningPackage } from '@freelane/shared/contracts';
import type { JobScreeningRow } from '../db/schema';
import type { ApplicationWithParties } from '../repositories/applications';
import type { PackageWithUse } from '../repositories/screening';
import { presentRating } from './user';

export function presentScreeningPackage({ row, jobsUsing }: PackageWithUse): ScreeningPackage {
  return {
    _id: row.id,
    name: row.name,
    criteria: row.criteria,
    jobsUsing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentJobScreening(row: JobScreeningRow): JobScreening {
  return {
    jobId: row.jobId,
    criteria: row.criteria,
    packageName: row.packageName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What screening reads of a proposal: the proposal itself and its sender's public profile figures. */
export function proposalFacts({ application, applicant }: ApplicationWithParties): ProposalFacts {
  return {
    answers: application.screeningAnswers,
    portfolio: application.portfolio,
    estimatedTimeLine: application.estimatedTimeLine,
    skills: [...(applicant.subCategory ?? []), ...(applicant.uspSkill ?? [])],
    projectCompleted: applicant.projectCompleted,
    rating: presentRating(applicant),
  };
}
