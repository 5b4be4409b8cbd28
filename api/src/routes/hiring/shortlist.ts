import type { hiringEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';

// PUT / DELETE /hiring/shortlist/{assistantId}: a client's own shortlist of hiring assistants (idempotent).

export const addToShortlist: Handler<typeof hiringEndpoints.addToShortlist> = async ({ app, user, params }) => {
  const { assistantId } = params;
  if (!(await app.repos.programmes.isAcceptedAssistant(assistantId)))
    throw notFound('Hiring assistant not found.', 'ASSISTANT_NOT_FOUND');
  await app.repos.programmes.setShortlisted(user.id, assistantId, true);
  return { success: true as const, message: 'Added to your shortlist.', shortlisted: true };
};

export const removeFromShortlist: Handler<typeof hiringEndpoints.removeFromShortlist> = async ({
  app,
  user,
  params,
}) => {
  await app.repos.programmes.setShortlisted(user.id, params.assistantId, false);
  return { success: true as const, message: 'Removed from your shortlist.', shortlisted: false };
};
