import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { presentBrief } from '../../presenters/chat';
import { paginationOf } from '../../lib/pagination';

/** GET /job/getReceivedProposals: the project briefs clients sent the caller in chat, newest first. */
export const getReceivedProposals: Handler<typeof jobEndpoints.getReceivedProposals> = async ({ app, user, query }) => {
  const { status, page, limit } = query;
  const { rows, total } = await app.repos.projectBriefs.listReceived(user.id, status, { page, limit });
  return {
    success: true as const,
    briefs: rows.map(({ brief, sender }) => ({
      ...presentBrief(brief),
      sender: { _id: sender.id, fullName: sender.fullName, profile: { profilePhoto: sender.profilePhoto } },
    })),
    pagination: paginationOf({ page, limit }, total),
  };
};
