import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createAppStore } from '../../../store/create-store';
import { buildReview, buildReviewPerson, buildUserReviewsPage } from '../../../testing/build-review';
import { server, startMockServer } from '../../../testing/msw-server';
import { suggestedFreelancersApi } from '../../talent/api/get-suggested-freelancers';
import { pendingReviewsApi } from './get-pending-reviews';
import { userReviewsApi } from './get-user-reviews';
import { submitReviewApi } from './submit-review';
import { reviewEndpoints } from '../../../contracts/endpoints/review';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { userEndpoints } from '../../../contracts/endpoints/user';

startMockServer();

const JOB_ID = '2c3d4e5f-4b5d-4c6e-8f90-000000000001';
const reviewer = buildReviewPerson({ fullName: 'Clara Client' });
const revieweeId = '1b2c3d4e-4b5d-4c6e-8f90-000000000002';
const body = {
  overall: 5,
  communication: 5,
  quality: 5,
  timeliness: 5,
  comment: 'A careful, friendly and fast delivery.',
};

/** Serves every call the caches make and counts the reads, so a refetch shows as a second read. */
function serveReads(publishedAt: string | null) {
  const reads: Record<string, number> = { pending: 0, reviews: 0, talent: 0 };
  server.use(
    mockEndpoint(reviewEndpoints.getPendingReviews, () => {
      reads.pending += 1;
      return HttpResponse.json({ success: true, jobs: [] });
    }),
    mockEndpoint(reviewEndpoints.getUserReviews, () => {
      reads.reviews += 1;
      return HttpResponse.json(buildUserReviewsPage([]));
    }),
    mockEndpoint(userEndpoints.getSuggestedFreelancers, () => {
      reads.talent += 1;
      return HttpResponse.json({
        success: true,
        users: [],
        pagination: { page: 1, limit: 12, total: 0, totalPages: 1 },
      });
    }),
    mockEndpoint(reviewEndpoints.submitReview, () =>
      HttpResponse.json({
        success: true,
        message: 'Saved.',
        review: buildReview({ jobId: JOB_ID, reviewer, revieweeId, publishedAt }),
      }),
    ),
  );
  return reads;
}

async function submitWithCachesOpen(reads: Record<string, number>) {
  const store = createAppStore();
  const subscriptions = [
    store.dispatch(pendingReviewsApi.endpoints.getPendingReviews.initiate()),
    store.dispatch(userReviewsApi.endpoints.getUserReviews.initiate({ userId: revieweeId, page: 1, limit: 5 })),
    store.dispatch(suggestedFreelancersApi.endpoints.getSuggestedFreelancers.initiate({ page: 1, limit: 12 })),
  ];
  await Promise.all(subscriptions);
  await store.dispatch(submitReviewApi.endpoints.submitReview.initiate({ jobId: JOB_ID, body })).unwrap();
  // Every submission refreshes the pending list; whatever else it invalidated is refetched in the same batch.
  await waitFor(() => expect(reads.pending).toBe(2));
  subscriptions.forEach((subscription) => subscription.unsubscribe());
}

describe('what a submitted review refreshes', () => {
  it('refreshes only the pending list while the review is still blind', async () => {
    const reads = serveReads(null);
    await submitWithCachesOpen(reads);
    expect(reads).toEqual({ pending: 2, reviews: 1, talent: 1 });
  });

  it("refreshes the reviewee's reviews and the talent ratings once both reviews are published", async () => {
    const reads = serveReads('2026-11-15T09:00:00.000Z');
    await submitWithCachesOpen(reads);
    await waitFor(() => expect(reads).toEqual({ pending: 2, reviews: 2, talent: 2 }));
  });
});
