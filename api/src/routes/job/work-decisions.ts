import type { jobEndpoints } from '@freelane/shared/endpoints';
import { acceptWork as accept } from '../../commands/accept-work';
import { markWorkIncomplete } from '../../commands/incomplete-work';
import { loadJobForReview } from '../../commands/work-review-guard';
import type { JobRow, UserRow } from '../../db/schema';
import type { Handler, HandlerContext } from '../../endpoints/handlers';
import { presentJobFor } from '../../queries/job-views';

/**
 * The client's two decisions on submitted work: Accept Work and Mark As Incomplete. GETs as the
 * spec calls them, but CSRF-checked like a POST (their definitions declare what they change): a
 * cross-site link or <img> can neither accept nor dispute work.
 */
const decide = async (
  { app, user, params }: Pick<HandlerContext<typeof jobEndpoints.acceptWork>, 'app' | 'user' | 'params'>,
  decision: (user: UserRow, job: JobRow) => Promise<JobRow>,
  message: string,
) => {
  const job = await loadJobForReview(app, user, params.jobId);
  const updated = await decision(user, job);
  return { success: true as const, message, job: await presentJobFor(app, updated, user) };
};

/** GET /job/acceptWork/{jobId}. */
export const acceptWork: Handler<typeof jobEndpoints.acceptWork> = (context) =>
  decide(
    context,
    (user, job) => accept(context.app, user, job),
    'Work accepted. The agreed amount is now due to the freelancer: pay them directly, then mark it paid.',
  );

/** GET /job/incompleteWork/{jobId}: `?reason=` is the client's side, which opens the dispute with the status change. */
export const incompleteWork: Handler<typeof jobEndpoints.incompleteWork> = (context) =>
  decide(
    context,
    (user, job) => markWorkIncomplete(context.app, user, job, context.query.reason ?? null),
    'The work is marked as incomplete.',
  );
