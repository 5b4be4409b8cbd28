import type { FreelancerStatsResponse } from '@freelane/shared/contracts';

/** `GET /job/freelancerStats` as the API answers it; override the figures the test is about. */
export function buildFreelancerStats(
  overrides: Partial<FreelancerStatsResponse['stats']> = {},
): FreelancerStatsResponse {
  return {
    success: true,
    stats: {
      activeJobs: 0,
      underReview: 0,
      inRevision: 0,
      completedJobs: 0,
      disputedJobs: 0,
      totalEarned: 0,
      pendingEarnings: 0,
      earnedThisMonth: 0,
      awaitingConfirmation: 0,
      confirmedReceived: 0,
      assistantFeesEarned: 0,
      proposalsSent: 0,
      proposalsPending: 0,
      proposalsAccepted: 0,
      earningsByMonth: [],
      ...overrides,
    },
  };
}
