import type { hiringEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { presentEligibility } from '../../presenters/programmes';

/** GET /hiring/portal: the caller's status, own eligibility figures and latest application's decision. */
export const getHiringPortal: Handler<typeof hiringEndpoints.getHiringPortal> = async ({ app, user }) => {
  const [figures, latest] = await Promise.all([
    app.repos.programmes.eligibility([user.id]),
    app.repos.programmes.latest(user.id, 'hiringAssistant'),
  ]);
  const own = figures.get(user.id) ?? {
    ratingCount: 0,
    ratingTotal: 0,
    createdAt: user.createdAt,
    completedProjects: 0,
    positiveClientReviews: 0,
  };
  return {
    success: true as const,
    hiringAssistantStatus: user.hiringAssistantStatus,
    eligibility: presentEligibility(own, app.clock.now()),
    latestApplication: latest
      ? {
          _id: latest.id,
          status: latest.status,
          submittedAt: latest.createdAt.toISOString(),
          decidedAt: latest.decidedAt?.toISOString() ?? null,
          reason: latest.reason,
        }
      : null,
  };
};
