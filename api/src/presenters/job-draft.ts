import type { JobDraft } from '@freelane/shared/contracts';
import type { Person } from '../repositories/hiring';
import type { JobDraftView } from '../repositories/job-drafts';

const person = (who: Person) => ({ _id: who.id, fullName: who.fullName, profile: { profilePhoto: who.profilePhoto } });

/** A job an assistant drafted for a client: what both of them see of it. */
export function presentJobDraft({ draft, client, assistant }: JobDraftView): JobDraft {
  const { job } = draft;
  return {
    _id: draft.id,
    status: draft.status,
    job: {
      title: job.title,
      category: job.category,
      rank: job.rank,
      description: job.description,
      skills: job.skills,
      jobType: job.jobType,
      duration: job.duration,
      budgetType: job.budgetType,
      salary: job.salary,
      applicationDeadline: job.applicationDeadline,
    },
    client: person(client),
    assistant: person(assistant),
    jobId: draft.jobId,
    declineReason: draft.declineReason,
    createdAt: draft.createdAt.toISOString(),
    decidedAt: draft.decidedAt?.toISOString() ?? null,
  };
}
