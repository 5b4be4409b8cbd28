import type { FastifyInstance } from 'fastify';
import type { Job, PublicJob } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../../db/schema';
import { presentJob, presentPublicJob } from '../../presenters/job';

/** Owner, hired freelancer and admins see the contract (hire, deadlines, revision, files). */
export const canSeeContract = (job: JobRow, viewer: UserRow | null) =>
  viewer !== null && (viewer.id === job.ownerId || viewer.id === job.hiredFreelancerId || viewer.role === 'admin');

/** Jobs as this viewer may see them: everything a page needs loaded in a few batched queries. */
export async function presentJobsFor(app: FastifyInstance, rows: readonly JobRow[], viewer: UserRow | null): Promise<Job[]> {
  const ids = rows.map((row) => row.id);
  const contractIds = rows.filter((row) => canSeeContract(row, viewer)).map((row) => row.id);
  const [people, counts, files, mineByJob] = await Promise.all([
    app.repos.jobs.people(rows.flatMap((row) => (row.hiredFreelancerId ? [row.ownerId, row.hiredFreelancerId] : [row.ownerId]))),
    app.repos.jobs.applicantCounts(ids),
    app.repos.jobs.workFiles(contractIds),
    viewer ? app.repos.applications.mineOn(viewer.id, ids) : Promise.resolve(new Map<string, never>()),
  ]);
  return rows.map((row) => {
    const owner = people.get(row.ownerId);
    if (!owner) throw new Error(`owner of job ${row.id} not found`); // the foreign key makes this unreachable
    const mine = mineByJob.get(row.id);
    return presentJob(row, {
      owner,
      applicantCount: counts.get(row.id) ?? 0,
      myApplication: mine ? { _id: mine.id, status: mine.status } : null,
      contract: canSeeContract(row, viewer)
        ? {
            hiredFreelancer: row.hiredFreelancerId ? (people.get(row.hiredFreelancerId) ?? null) : null,
            files: files.get(row.id) ?? [],
          }
        : null,
    });
  });
}

export async function presentJobFor(app: FastifyInstance, row: JobRow, viewer: UserRow | null): Promise<Job> {
  const [job] = await presentJobsFor(app, [row], viewer);
  return job;
}

/** The public list: only what publicJobSchema names. */
export async function presentPublicJobs(app: FastifyInstance, rows: readonly JobRow[]): Promise<PublicJob[]> {
  const [people, counts] = await Promise.all([
    app.repos.jobs.people(rows.map((row) => row.ownerId)),
    app.repos.jobs.applicantCounts(rows.map((row) => row.id)),
  ]);
  return rows.flatMap((row) => {
    const owner = people.get(row.ownerId);
    return owner ? [presentPublicJob(row, owner, counts.get(row.id) ?? 0)] : [];
  });
}
