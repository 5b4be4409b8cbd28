import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mentorshipResponse, type MentorApplicationBody, type MentorStatus } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

const STATUS_OF = { pending: 'Pending', approved: 'Accepted', declined: 'Declined' } as const satisfies Record<
  string,
  MentorStatus
>;

/** GET /user/getMentorship: the caller's own mentor status, latest application and Get Notified state. */
const getMentorship: FastifyPluginAsyncZod = async (app) => {
  app.get('/getMentorship', { schema: { response: responses({ 200: mentorshipResponse }) } }, async (request) => {
    const user = await requireUser(request);
    const [latest, profile, subscribed] = await Promise.all([
      app.repos.programmes.latest(user.id, 'mentor'),
      app.repos.programmes.mentorProfile(user.id),
      app.repos.programmes.isSubscribed(user.id),
    ]);
    // An approved mentor stays Accepted even if a later row exists (none can: approval ends applying).
    const status: MentorStatus = profile ? 'Accepted' : latest ? STATUS_OF[latest.status] : 'Inactive';
    return {
      success: true as const,
      status,
      declineReason: status === 'Declined' ? (latest?.reason ?? null) : null,
      application: latest
        ? {
            _id: latest.id,
            submittedAt: latest.createdAt.toISOString(),
            decidedAt: latest.decidedAt?.toISOString() ?? null,
            answers: latest.answers as MentorApplicationBody,
          }
        : null,
      subscribed,
    };
  });
};

export default getMentorship;
