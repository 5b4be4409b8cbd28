import type { Application } from '@freelane/shared/contracts';
import type { ApplicationWithParties } from '../repositories/applications';
import { presentJobPerson } from './job';

/** A proposal with its job summary and its sender; nothing of the job's contract. */
export function presentApplication({ application, job, owner, applicant }: ApplicationWithParties): Application {
  return {
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
