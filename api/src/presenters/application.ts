import type { Application } from '@freelane/shared/contracts';
import type { HiringRecommendationRow } from '../db/schema';
import type { ApplicationWithParties } from '../repositories/applications';
import { presentJobPerson } from './job';

/** A proposal with its job summary and its sender; nothing of the job's contract. */
export function presentApplication(
  { application, job, owner, applicant }: ApplicationWithParties,
  recommendation: Application['recommendation'] = null,
): Application {
  return {
    recommendation,
    _id: application.id,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    job: {
      _id: job.id,
      title: job.title,
      category: job.category,
      status: job.status,
      salary: job.salary,
      budgetType: job.budgetType,
      applicationDeadline: job.applicationDeadline,
      createdAt: job.createdAt.toISOString(),
      owner: presentJobPerson(owner),
    },
    applicant: {
      coverLetter: application.coverLetter,
      yourApproach: application.yourApproach,
      estimatedTimeLine: application.estimatedTimeLine,
      yourBid: application.yourBid,
      portfolio: application.portfolio,
      questionsForClient: application.questionsForClient,
      paymentDeliveryTerms: application.paymentDeliveryTerms,
      user: {
        ...presentJobPerson(applicant),
        skillProfile: { subCategory: applicant.subCategory },
        projectCompleted: applicant.projectCompleted,
      },
    },
  };
}

/** An assistant's Recommended mark as the job's owner (and that assistant) read it. */
export function presentRecommendation(
  recommendation: (HiringRecommendationRow & { assistantName: string }) | undefined,
): Application['recommendation'] {
  if (!recommendation) return null;
  return {
    by: { _id: recommendation.assistantId, fullName: recommendation.assistantName },
    note: recommendation.note,
    createdAt: recommendation.createdAt.toISOString(),
  };
}

/** Proposals with their recommendations (the owner's and the appointed assistant's lists). */
export async function presentApplicationsWithRecommendations(
  rows: ApplicationWithParties[],
  recommendationsFor: (ids: string[]) => Promise<Map<string, HiringRecommendationRow & { assistantName: string }>>,
): Promise<Application[]> {
  const recommendations = await recommendationsFor(rows.map((row) => row.application.id));
  return rows.map((row) => presentApplication(row, presentRecommendation(recommendations.get(row.application.id))));
}
