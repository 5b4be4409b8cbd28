import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../reviews');

/** /api/v1/review: reviews and ratings after a completed job, double-blind (issue 12). */
export const reviewEndpoints = defineEndpoints('review', {
  getJobReviews: {
    method: 'GET',
    path: '/review/job/:jobId',
    summary: "A job's review window and reviews, as one of its two parties sees them",
    access: 'signed-in',
    reads: ['reviews'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.reviewJobParams, response: { 200: c.jobReviewsResponse } })),
  },
  submitReview: {
    method: 'POST',
    path: '/review/job/:jobId',
    summary: "A party's one review of the other, while the review window is open",
    access: 'signed-in',
    changes: ['reviews', 'user', 'schedule', 'notifications'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.reviewJobParams,
      body: c.submitReviewBody,
      response: { 201: c.submitReviewResponse },
    })),
  },
  replyReview: {
    method: 'POST',
    path: '/review/:reviewId/reply',
    summary: "The reviewed person's one public reply to a published review",
    access: 'signed-in',
    changes: ['reviews', 'notifications'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.reviewIdParams,
      body: c.replyReviewBody,
      response: { 200: c.replyReviewResponse },
    })),
  },
  getUserReviews: {
    method: 'GET',
    path: '/review/user/:userId',
    summary: 'The published reviews about a person, newest first, with their rating',
    access: 'public',
    reads: ['reviews', 'user'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.reviewUserParams,
      query: c.userReviewsQuery,
      response: { 200: c.userReviewsResponse },
    })),
  },
  getPendingReviews: {
    method: 'GET',
    path: '/review/pending',
    summary: "The caller's completed jobs still waiting for their review",
    access: 'signed-in',
    reads: ['reviews'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.pendingReviewsResponse } })),
  },
});
