import type { userEndpoints } from '@freelane/shared/endpoints';
import { perUserLimit } from '../../lib/rate-limits';
import { applyToProgramme } from '../../commands/programme-applications';
import type { Implementation } from '../../endpoints/handlers';

/** POST /user/applyAsMentor: a freelancer's mentor application, reviewed by an admin (201). */
export const applyAsMentor: Implementation<typeof userEndpoints.applyAsMentor> = {
  rateLimit: perUserLimit(10, '10 minutes'),
  handler: async ({ app, user, body }) => {
    await applyToProgramme(app, user, 'mentor', body);
    return {
      success: true,
      message: 'Your mentor application was submitted. We will notify you once an admin has reviewed it.',
    };
  },
};
