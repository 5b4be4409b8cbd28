import type { userEndpoints } from '@freelane/shared/endpoints';
import { RESET_INVALID, resetPassword } from '../../commands/reset-password';
import type { Implementation } from '../../endpoints/handlers';
import { badRequest } from '../../errors';

/** The reset token from the mailed link comes as `Authorization: Bearer <token>` (spec §2). */
export const recoverPassword: Implementation<typeof userEndpoints.recoverPassword> = {
  rateLimit: { max: 10, timeWindow: '15 minutes' },
  handler: async ({ app, request, reply, body }) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw badRequest(RESET_INVALID, 'RESET_INVALID');
    await resetPassword(app, match[1], body.password);
    reply.header('Cache-Control', 'no-store');
    return { success: true, message: 'Your password has been changed. Please log in with your new password.' };
  },
};
