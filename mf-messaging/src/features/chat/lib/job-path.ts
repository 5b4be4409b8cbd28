/** Where a job between the two is followed: the contract page serves both parties. */
export const jobPagePath = (job: { _id: string }) => `/completedJobs?jobId=${encodeURIComponent(job._id)}`;
