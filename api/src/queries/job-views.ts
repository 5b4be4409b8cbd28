import type { CommandContext } from '../commands/command-context';
import type { Job, PublicJob } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../db/schema';
import { userScope } from '../lib/read-cache';
import { presentJob, presentPublicJob } from '../presenters/job';

/** Owner, hired freelancer and admins see the contract (hire, deadlines, revision, files). */
export const canSeeContract = (job: JobRow, viewer: UserRow | null) =>
  viewer !== null && (viewer.id === job.ownerId || viewer.id === job.hiredFreelancerId || viewer.role === 'admin');

/**
 * Jobs as this viewer may see them: everything a page needs around its jobs (people, proposal
 * counts with the viewer's own, delivered files) in one query, whatever its length.
 */
export function presentJobsFor(app: CommandContext, rows: readonly JobRow[], viewer: UserRow | null): Promise<Job[]> {
  return presentJobs(app, rows, { withContract: (row) => canSeeContract(row, viewer), viewer });
}

/** `withContract` says which jobs show their contract; `viewer` (if any) fills myApplication. */
async function presentJobs(
  app: CommandContext,
  rows: readonly JobRow[],
  { withContract, viewer }: { withContract: (row: JobRow) => boolean; viewer: UserRow | null },
): Promise<Job[]> {
  const contexts = await app.repos.jobs.viewContexts(
    rows.map((row) => row.id),
    { viewerId: viewer?.id, contractIds: rows.filter(withContract).map((row) => row.id) },
  );
  return rows.map((row) => {
    const context = contexts.get(row.id);
    // The foreign key makes this unreachable (the job and its owner were just read).
    if (!context?.owner) throw new Error(`owner of job ${row.id} not found`);
    return presentJob(row, {
      owner: context.owner,
      applicantCount: context.applicantCount,
      myApplication: context.mine ? { _id: context.mine.id, status: context.mine.status } : null,
      contract: withContract(row) ? { hiredFreelancer: context.hiredFreelancer, files: context.files } : null,
    });
  });
}

/**
 * The same jobs as presentJobsFor, for the hottest reads (Find Jobs, a job by id): what every
 * viewer in the same position sees (a party to each job or not) is a cached read under `key`, and
 * only the viewer's own proposals are laid over it, from their own cached list. `key` must name
 * exactly these rows (a page of a filter, one job id).
 */
export async function presentJobsShared(
  app: CommandContext,
  key: string,
  rows: readonly JobRow[],
  viewer: UserRow,
): Promise<Job[]> {
  const parties = new Set(rows.filter((row) => canSeeContract(row, viewer)).map((row) => row.id));
  const [views, mine] = await Promise.all([
    app.readCache.get(`job-views:${key}:${rows.map((row) => Number(parties.has(row.id))).join('')}`, () =>
      presentJobs(app, rows, { withContract: (row) => parties.has(row.id), viewer: null }),
    ),
    myProposals(app, viewer),
  ]);
  return views.map((job) => {
    const own = mine.get(job._id);
    return own ? { ...job, myApplication: { _id: own.id, status: own.status } } : job;
  });
}

/** The viewer's proposals by job: dropped with the shared scope by any write (applying is one). */
function myProposals(app: CommandContext, viewer: UserRow) {
  return app.readCache.get('my-proposals', () => app.repos.applications.ownByJob(viewer.id), {
    scope: userScope(viewer.id),
  });
}

export async function presentJobFor(app: CommandContext, row: JobRow, viewer: UserRow | null): Promise<Job> {
  const [job] = await presentJobsFor(app, [row], viewer);
  return job;
}

/** The public list: only what publicJobSchema names. */
export async function presentPublicJobs(app: CommandContext, rows: readonly JobRow[]): Promise<PublicJob[]> {
  const contexts = await app.repos.jobs.viewContexts(
    rows.map((row) => row.id),
    { contractIds: [] },
  );
  return rows.flatMap((row) => {
    const context = contexts.get(row.id);
    return context?.owner ? [presentPublicJob(row, context.owner, context.applicantCount)] : [];
  });
}
