import type { JobReviewsResponse, PendingReviewsResponse } from '@freelane/shared/contracts';
import { buildJobPerson } from './build-job';

/**
 * A job's review state as `GET /review/job/{jobId}` answers one party: by default the window is
 * open and the caller may still write; override what the test is about.
 */
export function buildJobReviews(overrides: Partial<JobReviewsResponse> = {}): JobReviewsResponse {
  return {
    success: true,
    window: { state: 'open', opensAt: '2026-11-12T08:00:00.000Z', closesAt: '2026-11-26T08:00:00.000Z' },
    counterpart: buildJobPerson({ fullName: 'Ben Okafor' }),
    myReview: null,
    theirReview: null,
    theirReviewWritten: false,
    canReview: true,
    canReply: false,
    ...overrides,
  };
}

/** `GET /review/pending` listing these jobs as still waiting for the caller's review. */
export function pendingReviewsOf(jobIds: string[]): PendingReviewsResponse {
  return {
    success: true,
    jobs: jobIds.map((jobId) => ({
      jobId,
      title: 'A completed job',
      counterpart: null,
      closesAt: '2026-11-26T08:00:00.000Z',
    })),
  };
}
