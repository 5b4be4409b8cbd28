import type { CommandContext } from '../commands/command-context';
import type { Job, PublicJob } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../db/schema';
import { tags } from '../lib/cache-tags';
import { presentJob, publicPartOf } from '../presenters/job';

/** Owner, hired freelancer and admins see the contract (hire, deadlines, revision, files). */
export const canSeeContract = (job: JobRow, viewer: UserRow | null) =>
  viewer !== null && (viewer.id === job.ownerId || viewer.id === job.hiredFreelancerId || viewer.role === 'admin');

/** What a presented job depends on: the job itself and the people it shows. */
export function jobViewReferences(job: Pick<Job, '_id' | 'owner' | 'hiredFreelancer'>): string[] {
  const list = [tags.job(job._id), tags.user(job.owner._id)];
  if (job.hiredFreelancer) list.push(tags.user(job.hiredFreelancer._id));
  return list;
}

/** The references of a list of presented jobs (a cached page of them). */
export const jobListReferences = (jobs: readonly Pick<Job, '_id' | 'owner' | 'hiredFreelancer'>[]) =>
  jobs.flatMap(jobViewReferences);

/**
 * Each job as everyone in the same position sees it (a party to it, or not), without anyone's own
 * proposal: one cached entry per job and position, dropped when the job or a person it shows
 * changes. The jobs not cached are read together, in one query however many.
 */
function sharedViews(app: CommandContext, rows: readonly JobRow[], withContract: (row: JobRow) => boolean): Promise<Job[]> {
  const missing: JobRow[] = [];
  let batch: Promise<Map<string, Job>> | undefined;
  // Every miss below registers its row before the batch starts (it starts on the next microtask).
  const loadMissing = () =>
    (batch ??= Promise.resolve().then(async () => {
      const contexts = await app.repos.jobs.viewContexts(
        missing.map((row) => row.id),
        { contractIds: missing.filter(withContract).map((row) => row.id) },
      );
      return new Map(
        missing.map((row) => {
          const context = contexts.get(row.id);
          // The foreign key makes this unreachable (the job and its owner were just read).
          if (!context?.owner) throw new Error(`owner of job ${row.id} not found`);
          const contract = withContract(row) ? { hiredFreelancer: context.hiredFreelancer, files: context.files } : null;
          return [row.id, presentJob(row, { owner: context.owner, applicantCount: context.applicantCount, myApplication: null, contract })];
        }),
      );
    }));
  return Promise.all(
    rows.map((row) =>
      app.readCache.get(
        `job-view:${row.id}:${withContract(row) ? 'contract' : 'public'}`,
        () => {
          missing.push(row);
          return loadMissing().then((views) => views.get(row.id) as Job);
        },
        { references: [tags.job(row.id)], referencesOf: jobViewReferences },
      ),
    ),
  );
}

/** The viewer's proposals by job, dropped with the rest of their own data (applying is a change of it). */
function myProposals(app: CommandContext, viewer: UserRow) {
  return app.readCache.get(`my-proposals:${viewer.id}`, () => app.repos.applications.ownByJob(viewer.id), {
    references: [tags.own(viewer.id)],
  });
}

/**
 * Jobs as this viewer may see them: the shared views of each job (cached), with the viewer's own
 * proposal on each laid over them from their own cached list.
 */
export async function presentJobsFor(app: CommandContext, rows: readonly JobRow[], viewer: UserRow | null): Promise<Job[]> {
  const [views, mine] = await Promise.all([
    sharedViews(app, rows, (row) => canSeeContract(row, viewer)),
    viewer ? myProposals(app, viewer) : undefined,
  ]);
  return views.map((job) => {
    const own = mine?.get(job._id);
    return own ? { ...job, myApplication: { _id: own.id, status: own.status } } : job;
  });
}

export async function presentJobFor(app: CommandContext, row: JobRow, viewer: UserRow | null): Promise<Job> {
  const [job] = await presentJobsFor(app, [row], viewer);
  return job;
}

/** The public list: only what publicJobSchema names, from the same shared views. */
export async function presentPublicJobs(app: CommandContext, rows: readonly JobRow[]): Promise<PublicJob[]> {
  return (await sharedViews(app, rows, () => false)).map(publicPartOf);
}
