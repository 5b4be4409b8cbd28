import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationDecisionBody, applicationDecisionResponse, idParams } from '@freelane/shared/contracts';
import { decideProgrammeApplication } from '../../commands/programme-applications';
import { notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { requireRole } from '../../plugins/auth';
import { presentAdminApplication } from '../../presenters/programmes';

/** POST /admin/applications/{id}/decision: approve, or decline with a reason; once; the applicant is told. */
const decideApplication: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applications/:id/decision',
    { config: { changes: ['user', 'notifications'] },
      schema: {
        params: idParams,
        body: applicationDecisionBody,
        response: responses({ 200: applicationDecisionResponse }),
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      await decideProgrammeApplication(app, admin, request.params.id, request.body);
      const decided = await app.repos.programmes.byId(request.params.id);
      if (!decided) throw notFound('Application not found.', 'APPLICATION_NOT_FOUND'); // the account was deleted meanwhile
      const figures = await app.repos.programmes.eligibility([decided.applicant.id]);
      return {
        success: true as const,
        message:
          request.body.decision === 'approved'
            ? 'Application approved. The applicant is notified.'
            : 'Application declined. The applicant is notified with your reason.',
        application: presentAdminApplication(decided, figures, app.clock.now()),
      };
    },
  );
};

export default decideApplication;
