import { z } from 'zod';
import { messageResponse, objectId, pageInfo } from './common';
import { jobPersonSchema } from './jobs';
import { ratingSummarySchema } from './user';
import { tolerantEnum } from './tolerant-enum';

/**
 * Reviews and ratings (issue 12). When a job completes, a review window opens for both parties;
 * reviews are double-blind: each stays hidden from the other party (and everyone else) until both
 * have written theirs or the window closes, then both are published together and never change.
 * The reviewee may reply once, publicly, after publication.
 */

/** How long after completion both parties may review each other. */
export const REVIEW_WINDOW_DAYS = 14;
/** The reminder goes out this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE = 2;
export const REVIEW_COMMENT_MIN_LENGTH = 20;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MIN_LENGTH = 2;
export const REVIEW_REPLY_MAX_LENGTH = 1000;

const stars = (label: string) =>
  z.coerce
    .number({ message: `Please rate ${label} from 1 to 5 stars.` })
    .int(`Please rate ${label} from 1 to 5 stars.`)
    .min(1, `Please rate ${label} from 1 to 5 stars.`)
    .max(5, `Please rate ${label} from 1 to 5 stars.`);

/** The three detailed criteria shown next to the overall stars. */

/** POST /review/job/{jobId}: a party's one review of the other party of a completed job. */
export const submitReviewBody = z.object({
  overall: stars('the overall experience'),
  communication: stars('communication'),
  quality: stars('quality'),
  timeliness: stars('timeliness'),
  comment: z
    .string({ message: 'Please write a comment.' })
    .trim()
    .min(REVIEW_COMMENT_MIN_LENGTH, `Please write at least ${REVIEW_COMMENT_MIN_LENGTH} characters.`)
    .max(REVIEW_COMMENT_MAX_LENGTH, `A review is at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`),
});
export type SubmitReviewBody = z.infer<typeof submitReviewBody>;

/** POST /review/{reviewId}/reply: the reviewee's one public answer, once the review is published. */
export const replyReviewBody = z.object({
  reply: z
    .string({ message: 'Please write a reply.' })
    .trim()
    .min(REVIEW_REPLY_MIN_LENGTH, `Please write at least ${REVIEW_REPLY_MIN_LENGTH} characters.`)
    .max(REVIEW_REPLY_MAX_LENGTH, `A reply is at most ${REVIEW_REPLY_MAX_LENGTH} characters.`),
});
export type ReplyReviewBody = z.infer<typeof replyReviewBody>;

export const reviewIdParams = z.object({ reviewId: objectId });
export const reviewJobParams = z.object({ jobId: objectId });
export const reviewUserParams = z.object({ userId: objectId });

/** Who wrote it: the client of the job reviewing its freelancer, or the reverse. */
export const REVIEWER_ROLES = ['client', 'freelancer'] as const;
export const reviewerRole = z.enum(REVIEWER_ROLES);
export type ReviewerRole = z.infer<typeof reviewerRole>;

export const reviewSchema = z.object({
  _id: objectId,
  jobId: objectId,
  jobTitle: z.string(),
  reviewer: jobPersonSchema,
  revieweeId: objectId,
  reviewerRole: tolerantEnum(REVIEWER_ROLES),
  overall: z.number().int(),
  communication: z.number().int(),
  quality: z.number().int(),
  timeliness: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  /** Null while the review is still blind (only its author ever sees it then). */
  publishedAt: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * The window of one job, as one party sees it: `open` (either may still write), `published`
 * (both wrote, or the window closed with at least one review) or `closed` (it ended with none).
 */
export const REVIEW_WINDOW_STATES = ['open', 'published', 'closed'] as const;
export const reviewWindowState = z.enum(REVIEW_WINDOW_STATES);
export type ReviewWindowState = z.infer<typeof reviewWindowState>;

/** GET /review/job/{jobId}: the review state of one completed job, for its two parties only. */
export const jobReviewsResponse = z.object({
  success: z.literal(true),
  /** Null when the job has no window (not completed). */
  window: z
    .object({
      state: tolerantEnum(REVIEW_WINDOW_STATES),
      opensAt: z.string(),
      closesAt: z.string(),
    })
    .nullable(),
  /** The other party of the job, the one the caller reviews. */
  counterpart: jobPersonSchema.nullable(),
  myReview: reviewSchema.nullable(),
  /** Only once published: before, null even when it exists (and `theirReviewWritten` says so). */
  theirReview: reviewSchema.nullable(),
  theirReviewWritten: z.boolean(),
  canReview: z.boolean(),
  /** The caller may reply to the review they received (published, no reply yet). */
  canReply: z.boolean(),
});
export type JobReviewsResponse = z.infer<typeof jobReviewsResponse>;

export const submitReviewResponse = messageResponse.extend({ review: reviewSchema });
export type SubmitReviewResponse = z.infer<typeof submitReviewResponse>;
export const replyReviewResponse = messageResponse.extend({ review: reviewSchema });
export type ReplyReviewResponse = z.infer<typeof replyReviewResponse>;

/** GET /review/user/{userId}: published reviews about a user, newest first (public). */
export const userReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type UserReviewsQuery = z.input<typeof userReviewsQuery>;

export const userReviewsResponse = z.object({
  success: z.literal(true),
  rating: ratingSummarySchema,
  /** Means of the detailed criteria over the same published reviews (null when none). */
  criteria: z.object({
    communication: z.number().nullable(),
    quality: z.number().nullable(),
    timeliness: z.number().nullable(),
  }),
  reviews: z.array(reviewSchema),
  pagination: pageInfo,
});
export type UserReviewsResponse = z.infer<typeof userReviewsResponse>;

/** GET /review/pending: the caller's completed jobs whose window is open and that they have not reviewed. */
export const pendingReviewsResponse = z.object({
  success: z.literal(true),
  jobs: z.array(
    z.object({
      jobId: objectId,
      title: z.string(),
      counterpart: jobPersonSchema.nullable(),
      closesAt: z.string(),
    }),
  ),
});
export type PendingReviewsResponse = z.infer<typeof pendingReviewsResponse>;

export { reviewPagePath } from './page-paths';
