import { screenProposal, type Application, type ScreeningCriteria } from '@freelane/shared/contracts';
import type { HiringRecommendationRow } from '../db/schema';
import type { ApplicationWithParties } from '../repositories/applications';
import { presentJobPerson } from './job';
import { proposalFacts } from './screening';

/**
 * A proposal with its job summary and its sender; nothing of the job's contract. The recommendation
 * and the screening verdict are the client side's: the applicant's own list passes neither.
 */
export function presentApplication(
  row: ApplicationWithParties,
  recommendation: Application['recommendation'] = null,
  screening: Application['screening'] = null,
): Application {
  const { application, job, owner, applicant } = row;
  return {
    recommendation,
    screening,
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
      screeningAnswers: application.screeningAnswers,
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

export interface ClientSideSources {
  recommendationsFor: (ids: string[]) => Promise<Map<string, HiringRecommendationRow & { assistantName: string }>>;
  /** Each job's screening criteria by job id (jobs that screen nothing are absent). */
  screeningsFor: (jobIds: string[]) => Promise<Map<string, ScreeningCriteria>>;
}

/** A proposal's screening verdict against its job's criteria, or null when the job screens nothing. */
export function screeningOf(
  row: ApplicationWithParties,
  criteria: ScreeningCriteria | undefined,
): Application['screening'] {
  return criteria ? screenProposal(criteria, proposalFacts(row)) : null;
}

/** Proposals as the job's owner and its appointed assistant read them: with recommendation and screening. */
export async function presentClientSideApplications(
  rows: ApplicationWithParties[],
  { recommendationsFor, screeningsFor }: ClientSideSources,
): Promise<Application[]> {
  const [recommendations, screenings] = await Promise.all([
    recommendationsFor(rows.map((row) => row.application.id)),
    screeningsFor(rows.map((row) => row.job.id)),
  ]);
  return rows.map((row) =>
    presentApplication(
      row,
      presentRecommendation(recommendations.get(row.application.id)),
      screeningOf(row, screenings.get(row.job.id)),
    ),
  );
}
