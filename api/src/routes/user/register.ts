import type { userEndpoints } from '@freelane/shared/endpoints';
import { registerUser } from '../../commands/register-user';
import type { Implementation } from '../../endpoints/handlers';
import { multipartFieldsToBody } from '../../lib/multipart-fields';

/** Sign-up (201): JSON, urlencoded, or a multipart form's text fields. */
export const register: Implementation<typeof userEndpoints.register> = {
  preValidation: multipartFieldsToBody,
  create: (app) => ({
    // The limit is the deployment's (SIGNUPS_PER_ADDRESS): read from the app's config.
    rateLimit: { max: app.config.signupsPerAddress, timeWindow: '10 minutes' },
    handler: async ({ body }) => {
      const { mailSent } = await registerUser(app, body);
      return {
        success: true,
        message: mailSent
          ? 'Account created successfully! Please check your email to verify your account.'
          : 'Account created, but we could not send the verification e-mail right now. Log in later to receive a new link.',
      };
    },
  }),
};
