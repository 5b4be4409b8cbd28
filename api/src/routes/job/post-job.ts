import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';
import { presentJobFor } from '../../queries/job-views';

/** POST /job/postJob: a client posts a new open job (201). */
export const postJob: Implementation<typeof jobEndpoints.postJob> = {
  rateLimit: perUserLimit(30, '10 minutes'),
  handler: async ({ app, user, body }) => {
    const job = await app.repos.jobs.create(user.id, body, app.clock.now());
    // Issue 37: its saved-search alerts are matched off this request, within seconds.
    app.scheduler.runSoon('matchJobAlerts');
    return { success: true, message: 'Job posted successfully.', job: await presentJobFor(app, job, user) };
  },
};
