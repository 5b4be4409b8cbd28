import type { FastifyInstance } from 'fastify';
import type { Job, PublicJob } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../../db/schema';
import { presentJob, presentPublicJob } from '../../presenters/job';

/** Owner, hired freelancer and admins see the contract (hire, deadlines, revision, files). */
export const canSeeContract = (job: JobRow, viewer: UserRow | null) =>
  viewer !== null && (viewer.id === job.ownerId || viewer.id === job.hiredFreelancerId || viewer.role === 'admin');

/**
 * Jobs as this viewer may see them: everything a page needs in at most three queries, whatever its
 * length (people, proposal counts with the viewer's own, delivered files), each skipped when
 * nothing on the page needs it.
 */
export async function presentJobsFor(app: FastifyInstance, rows: readonly JobRow[], viewer: UserRow | null): Promise<Job[]> {
  const contractIds = rows.filter((row) => canSeeContract(row, viewer)).map((row) => row.id);
  // The viewer is loaded already (My Jobs lists only their own jobs).
  const peopleIds = rows.flatMap((row) => (row.hiredFreelancerId ? [row.ownerId, row.hiredFreelancerId] : [row.ownerId]));
  const [people, proposals, files] = await Promise.all([
    app.repos.jobs.people(peopleIds.filter((id) => id !== viewer?.id)),
    app.repos.jobs.proposalSummaries(rows.map((row) => row.id), viewer?.id),
    app.repos.jobs.workFiles(contractIds),
  ]);
  if (viewer) people.set(viewer.id, viewer); // a full UserRow is a JobPersonRow too
  return rows.map((row) => {
    const owner = people.get(row.ownerId);
    if (!owner) throw new Error(`owner of job ${row.id} not found`); // the foreign key makes this unreachable
    const summary = proposals.get(row.id);
    const mine = summary?.mine;
    return presentJob(row, {
      owner,
      applicantCount: summary?.count ?? 0,
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
  const [people, proposals] = await Promise.all([
    app.repos.jobs.people(rows.map((row) => row.ownerId)),
    app.repos.jobs.proposalSummaries(rows.map((row) => row.id)),
  ]);
  return rows.flatMap((row) => {
    const owner = people.get(row.ownerId);
    return owner ? [presentPublicJob(row, owner, proposals.get(row.id)?.count ?? 0)] : [];
  });
}
