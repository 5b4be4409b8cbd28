// Site paths other pages link to. No zod here: a link needs no schema, and the pages that only
// link (dashboards, cards) then load none.

/** The Messages page opened on the conversation with one person (every Message / Connect link). */
export function messagePagePath(userId: string): string {
  return `/message?userId=${encodeURIComponent(userId)}`;
}

/** Site path of the page where a job's reviews are written and read. */
export const reviewPagePath = (jobId: string) => `/completedJobs?jobId=${encodeURIComponent(jobId)}#reviews`;

/** Site path of a job's dispute page. */
export const disputePagePath = (jobId: string) => `/dispute?jobId=${encodeURIComponent(jobId)}`;
