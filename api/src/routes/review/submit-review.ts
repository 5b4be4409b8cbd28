import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewJobParams, submitReviewBody, submitReviewResponse } from '@freelane/shared/contracts';
import { submitReview as submit } from '../../commands/submit-review';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentReview } from '../../presenters/review';

/** POST /review/job/{jobId}: a party's one review of the other, while the window is open. */
const submitReview: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/job/:jobId',
    { config: { changes: ['reviews', 'user', 'schedule', 'notifications'] }, schema: { params: reviewJobParams, body: submitReviewBody, response: responses({ 201: submitReviewResponse }) } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { review, published, counterpartName } = await submit(app, user, request.params.jobId, request.body);
      return reply.status(201).send({
        success: true,
        message: published
          ? `Review published. You can now read what ${counterpartName} wrote about you.`
          : `Review saved. It stays hidden until ${counterpartName} writes theirs or the review period ends; then both are published.`,
        review: presentReview(review),
      });
    },
  );
};

export default submitReview;
