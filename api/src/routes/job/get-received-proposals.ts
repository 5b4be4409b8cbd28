import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receivedBriefsQuery, receivedBriefsResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { presentBrief } from '../../presenters/chat';
import { requireJobRole } from './access';
import { paginationOf } from '../../lib/pagination';

/** Proposals → Proposals from Clients: the project briefs clients sent the caller in chat, newest first. */
const getReceivedProposals: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getReceivedProposals',
    { schema: { querystring: receivedBriefsQuery, response: responses({ 200: receivedBriefsResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'freelancer', 'Only freelancers receive project proposals.');
      const { status, page, limit } = request.query;
      const { rows, total } = await app.repos.projectBriefs.listReceived(user.id, status, { page, limit });
      return {
        success: true as const,
        briefs: rows.map(({ brief, sender }) => ({
          ...presentBrief(brief),
          sender: { _id: sender.id, fullName: sender.fullName, profile: { profilePhoto: sender.profilePhoto } },
        })),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );
};

export default getReceivedProposals;
