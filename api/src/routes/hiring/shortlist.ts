import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantIdParams, shortlistResponse } from '@freelane/shared/contracts';
import { notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { requireRole } from '../../plugins/auth';

/** PUT / DELETE /hiring/shortlist/{assistantId}: a client's own shortlist of hiring assistants (idempotent). */
const shortlist: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: assistantIdParams, response: responses({ 200: shortlistResponse }) };
  app.put('/shortlist/:assistantId', { config: { changes: [] }, schema }, async (request) => {
    const client = await requireRole(request, 'client');
    const { assistantId } = request.params;
    if (!(await app.repos.programmes.isAcceptedAssistant(assistantId)))
      throw notFound('Hiring assistant not found.', 'ASSISTANT_NOT_FOUND');
    await app.repos.programmes.setShortlisted(client.id, assistantId, true);
    return { success: true as const, message: 'Added to your shortlist.', shortlisted: true };
  });
  app.delete('/shortlist/:assistantId', { config: { changes: [] }, schema }, async (request) => {
    const client = await requireRole(request, 'client');
    await app.repos.programmes.setShortlisted(client.id, request.params.assistantId, false);
    return { success: true as const, message: 'Removed from your shortlist.', shortlisted: false };
  });
};

export default shortlist;
