import type { userEndpoints } from '@freelane/shared/endpoints';
import { perUserLimit } from '../../lib/rate-limits';
import { applyToProgramme } from '../../commands/programme-applications';
import type { Implementation } from '../../endpoints/handlers';

/** POST /user/applyHiringAssistant: hiringAssistantStatus Inactive → Pending until an admin decides (201). */
export const applyHiringAssistant: Implementation<typeof userEndpoints.applyHiringAssistant> = {
  rateLimit: perUserLimit(10, '10 minutes'),
  handler: async ({ app, user, body }) => {
    // The agreement is enforced by the contract; it is not an answer the admin needs to read.
    const { agreeToTerms: _agreed, ...answers } = body;
    await applyToProgramme(app, user, 'hiringAssistant', answers);
    return {
      success: true,
      message: 'Application submitted. We will notify you once it has been reviewed.',
    };
  },
};
