import type { CommandContext } from '../commands/command-context';
import type { Job, JobPerson, PublicJob } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../db/schema';
import type { JobViewContext } from '../repositories/jobs';
import { tags } from '../lib/cache-tags';
import { proposalOn, proposalsByJobBytes } from '../lib/proposals-by-job';
import { presentJob, presentJobPerson, publicPartOf } from '../presenters/job';

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

const jobKey = (jobId: string) => `job:${jobId}`;

/**
 * What the job screens show around a job (its people, proposal count, files), for the rows
 * cachedJobRow read together with it. Kept beside the row, not in its entry: every other reader
 * of the row wants the row alone.
 */
const contextReadWith = new WeakMap<JobRow, JobViewContext>();

/**
 * A job's row by id, a cached read (undefined: no such job). Read cold, it comes with its view's
 * context in the same statement, so a job opened cold costs one round trip, not two: the row's
 * and then its view's (issue 37, docs/decisions.md "A job opened cold in one statement").
 */
export function cachedJobRow(app: CommandContext, jobId: string): Promise<JobRow | undefined> {
  return app.readCache.get(
    jobKey(jobId),
    async () => {
      const found = await app.repos.jobs.findWithViewContext(jobId);
      if (!found) return undefined;
      contextReadWith.set(found.row, found.context);
      return found.row;
    },
    { references: [tags.job(jobId)] },
  );
}

/**
 * The context a row was read with, while that row is still the one kept under its key (a write to
 * the job drops it, and with it the context's claim to be current), with the time it has left.
 */
function currentContextOf(app: CommandContext, row: JobRow): { context: JobViewContext; ttlMs: number } | undefined {
  const context = contextReadWith.get(row);
  if (!context) return undefined;
  const kept = app.readCache.peek(jobKey(row.id));
  return kept?.value === row ? { context, ttlMs: kept.ttlMs } : undefined;
}

const personKey = (userId: string) => `job-person:${userId}`;

/**
 * People as the job screens show them, one cached entry each, dropped when the person's row
 * changes: a profile edit drops one entry, not the views of every job they posted.
 */
async function jobPeople(app: CommandContext, userIds: readonly string[]): Promise<Map<string, JobPerson>> {
  const unique = [...new Set(userIds)];
  const people = await app.readCache.getMany(
    unique.map(personKey),
    async (missing) => {
      const rows = await app.repos.jobs.people(missing.map((key) => key.slice(personKey('').length)));
      return new Map([...rows.values()].map((row) => [personKey(row.id), presentJobPerson(row)]));
    },
    (key) => ({ references: [tags.user(key.slice(personKey('').length))] }),
  );
  return new Map(unique.flatMap((id, index) => (people[index] ? [[id, people[index]] as const] : [])));
}

/**
 * Each job as everyone in the same position sees it (a party to it, or not), without anyone's own
 * proposal: one cached entry per job and position, dropped when the job changes, with its people
 * laid over it from their own entries. The jobs not cached are read together, in one query.
 */
async function sharedViews(app: CommandContext, rows: readonly JobRow[], withContract: (row: JobRow) => boolean): Promise<Job[]> {
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  // A view built from the context its row came with lives no longer than that row's entry.
  const lifeLeft = new Map<string, number>();
  const views = await app.readCache.getMany(
    rows.map((row) => `job-view:${row.id}:${withContract(row) ? 'contract' : 'public'}`),
    async (missing) => {
      const missingRows = missing.map((key) => rowOf.get(key.split(':')[1]) as JobRow);
      const contexts = new Map<string, JobViewContext>();
      for (const row of missingRows) {
        const current = currentContextOf(app, row);
        if (!current) continue;
        contexts.set(row.id, current.context);
        lifeLeft.set(row.id, current.ttlMs);
      }
      const toRead = missingRows.filter((row) => !contexts.has(row.id));
      if (toRead.length > 0) {
        const read = await app.repos.jobs.viewContexts(
          toRead.map((row) => row.id),
          { contractIds: toRead.filter(withContract).map((row) => row.id) },
        );
        for (const [jobId, context] of read) contexts.set(jobId, context);
      }
      return new Map(
        missingRows.map((row, index) => {
          const context = contexts.get(row.id);
          // The foreign key makes this unreachable (the job and its owner were just read).
          if (!context?.owner) throw new Error(`owner of job ${row.id} not found`);
          const contract = withContract(row) ? { hiredFreelancer: context.hiredFreelancer, files: context.files, acceptedBid: context.acceptedBid } : null;
          return [missing[index], presentJob(row, { owner: context.owner, applicantCount: context.applicantCount, myApplication: null, contract })];
        }),
      );
    },
    (key) => {
      const jobId = key.split(':')[1];
      return { references: [tags.job(jobId)], ttlMs: () => lifeLeft.get(jobId) ?? Infinity };
    },
  );
  const people = await jobPeople(
    app,
    views.flatMap((view) => (view.hiredFreelancer ? [view.owner._id, view.hiredFreelancer._id] : [view.owner._id])),
  );
  return views.map((view) => ({
    ...view,
    owner: people.get(view.owner._id) ?? view.owner,
    hiredFreelancer: view.hiredFreelancer ? (people.get(view.hiredFreelancer._id) ?? view.hiredFreelancer) : null,
  }));
}

const proposalKey = (viewerId: string, jobId: string) => `my-proposal:${viewerId}:${jobId}`;

/**
 * Up to this many proposals a person's whole list is read at once and kept, in 33 bytes each
 * (lib/proposals-by-job.ts: 165 kB at the limit), one query until they apply again; past it, the
 * jobs on screen are read (one query a page of jobs not yet cached).
 */
export const ALL_PROPOSALS_UP_TO = 5_000;

/**
 * The viewer's own proposal on each of these jobs (null: none), dropped with the rest of their own
 * data (applying is a change of it). Nearly everyone's whole list is read and kept in one entry:
 * read per job, a freelancer with many proposals (2,100 each in the API bench) cost a query on
 * almost every page of Find Jobs and every job opened, a third of the API's statements under the
 * bench's reads (docs/decisions.md, "A person's proposals in one cached entry").
 */
async function myProposals(app: CommandContext, viewer: UserRow, jobIds: readonly string[]) {
  const references = [tags.own(viewer.id)];
  const all = await app.readCache.get(
    `my-proposals:${viewer.id}`,
    () => app.repos.applications.allOwn(viewer.id, ALL_PROPOSALS_UP_TO),
    { references, bytes: (list) => (list ? proposalsByJobBytes(list) : 0) },
  );
  if (all) return new Map(jobIds.map((jobId) => [jobId, proposalOn(all, jobId)]));
  const found = await app.readCache.getMany(
    jobIds.map((jobId) => proposalKey(viewer.id, jobId)),
    async (missing) => {
      const wanted = missing.map((key) => key.slice(proposalKey(viewer.id, '').length));
      const mine = await app.repos.applications.ownByJob(viewer.id, wanted);
      return new Map(wanted.map((jobId) => [proposalKey(viewer.id, jobId), mine.get(jobId) ?? null]));
    },
    () => ({ references }),
  );
  return new Map(jobIds.map((jobId, index) => [jobId, found[index]]));
}

/**
 * Jobs as this viewer may see them: the shared views of each job (cached), with the viewer's own
 * proposal on each laid over them from their own cached list.
 */
export async function presentJobsFor(app: CommandContext, rows: readonly JobRow[], viewer: UserRow | null): Promise<Job[]> {
  const [views, mine] = await Promise.all([
    sharedViews(app, rows, (row) => canSeeContract(row, viewer)),
    // Only freelancers send proposals: nobody else has any to lay over.
    viewer?.role === 'freelancer' ? myProposals(app, viewer, rows.map((row) => row.id)) : undefined,
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
