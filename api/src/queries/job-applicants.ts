import type { CommandContext } from '../commands/command-context';
import type { ApplicantSort, Application, ApplicationStatus } from '@freelane/shared/contracts';
import { badRequest } from '../errors';
import { presentClientSideApplications, screeningOf, type ClientSideSources } from '../presenters/application';
import type { Page } from '../repositories/jobs';

export interface JobApplicantsQuery extends Page {
  status?: ApplicationStatus;
  sort: ApplicantSort;
}

/**
 * The proposals on an owner's jobs (one job when jobId is given) as Job Applicants and the
 * appointed assistant list them. Newest first is a database page; `sort=screening` ranks one job's
 * proposals by their score against its criteria as they are now (scores live nowhere to sort on in
 * SQL: they follow the criteria and the applicants' profiles), ties newest first, then cuts the page.
 * Callers have already checked that the caller may read this job's proposals.
 */
export async function listJobApplicants(
  app: CommandContext,
  ownerId: string,
  jobId: string | undefined,
  query: JobApplicantsQuery,
): Promise<{ applications: Application[]; total: number }> {
  const sources: ClientSideSources = {
    recommendationsFor: (ids) => app.repos.hiring.recommendationsFor(ids),
    screeningsFor: (jobIds) => app.repos.screening.forJobs(jobIds),
  };
  const { status, sort, page, limit } = query;
  if (sort === 'newest') {
    const { rows, total } = await app.repos.applications.listForOwner(ownerId, jobId, status, { page, limit });
    return { applications: await presentClientSideApplications(rows, sources), total };
  }
  if (!jobId) throw badRequest('Choose a job to sort its applicants by screening score.', 'JOB_REQUIRED');
  const [rows, criteria] = await Promise.all([
    app.repos.applications.allForOwnerJob(ownerId, jobId, status),
    app.repos.screening.forJob(jobId),
  ]);
  const ranked = rows
    .map((row, newestRank) => ({ row, newestRank, score: screeningOf(row, criteria?.criteria)?.score ?? 0 }))
    .sort((a, b) => b.score - a.score || a.newestRank - b.newestRank)
    .map(({ row }) => row);
  const pageRows = ranked.slice((page - 1) * limit, page * limit);
  return { applications: await presentClientSideApplications(pageRows, sources), total: rows.length };
}
