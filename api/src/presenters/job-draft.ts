import type { JobDraft } from '@freelane/shared/contracts';
import type { Person } from '../repositories/hiring';
import type { JobDraftView } from '../repositories/job-drafts';
import { postedFields } from './job';

const person = (who: Person) => ({ _id: who.id, fullName: who.fullName, profile: { profilePhoto: who.profilePhoto } });

/** A job an assistant drafted for a client: what both of them see of it. */
export function presentJobDraft({ draft, client, assistant }: JobDraftView): JobDraft {
  return {
    _id: draft.id,
    status: draft.status,
    job: postedFields(draft.job),
    client: person(client),
    assistant: person(assistant),
    jobId: draft.jobId,
    declineReason: draft.declineReason,
    createdAt: draft.createdAt.toISOString(),
    decidedAt: draft.decidedAt?.toISOString() ?? null,
  };
}
