import type { JobPerson } from '../contracts/jobs';
import type { Review, UserReviewsResponse } from '../contracts/reviews';

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-4b5d-4c6e-8f90-${String(sequence).padStart(12, '0')}`;
};

/** A party as a review names them; override the name or id the test is about. */
export function buildReviewPerson(overrides: Partial<JobPerson> = {}): JobPerson {
  const id = nextId('8a9b0c1d');
  return {
    _id: id,
    fullName: `Reviewer ${sequence}`,
    username: `reviewer${sequence}`,
    profile: { profilePhoto: null, professionalTitle: null },
    rating: { average: null, count: 0 },
    ...overrides,
  };
}

/** A published review as the review endpoints return it; override what the test is about. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  const id = nextId('9b0c1d2e');
  return {
    _id: id,
    jobId: nextId('2c3d4e5f'),
    jobTitle: 'Landing page redesign',
    reviewer: buildReviewPerson(),
    revieweeId: nextId('1b2c3d4e'),
    reviewerRole: 'client',
    overall: 5,
    communication: 5,
    quality: 4,
    timeliness: 5,
    comment: 'Clear communication and a careful, well-tested delivery.',
    createdAt: '2026-11-14T09:00:00.000Z',
    publishedAt: '2026-11-15T09:00:00.000Z',
    reply: null,
    repliedAt: null,
    ...overrides,
  };
}

/** One page of `GET /review/user/{userId}`: the given reviews out of `total`. */
interface UserReviewsPageOptions {
  page?: number;
  limit?: number;
  /** All published reviews about the user (defaults to the ones given). */
  total?: number;
  rating?: UserReviewsResponse['rating'];
}

export function buildUserReviewsPage(reviews: Review[], options: UserReviewsPageOptions = {}): UserReviewsResponse {
  const { page = 1, limit = 5, total = reviews.length } = options;
  const rating = options.rating ?? { average: total === 0 ? null : 4.5, count: total };
  return {
    success: true,
    rating,
    criteria:
      total === 0
        ? { communication: null, quality: null, timeliness: null }
        : { communication: 4.8, quality: 4.2, timeliness: 4.5 },
    reviews,
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}
