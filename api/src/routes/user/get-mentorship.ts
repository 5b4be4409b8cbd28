import type { MentorApplicationBody, MentorStatus } from '@freelane/shared/contracts';
import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';

const STATUS_OF = { pending: 'Pending', approved: 'Accepted', declined: 'Declined' } as const satisfies Record<
  string,
  MentorStatus
>;

/** GET /user/getMentorship: the caller's own mentor status, latest application and Get Notified state. */
export const getMentorship: Handler<typeof userEndpoints.getMentorship> = async ({ app, user }) => {
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
};
