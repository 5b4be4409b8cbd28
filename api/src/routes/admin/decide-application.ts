import type { adminEndpoints } from '@freelane/shared/endpoints';
import { decideProgrammeApplication as decide } from '../../commands/programme-applications';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { presentAdminApplication } from '../../presenters/programmes';

/** POST /admin/applications/{id}/decision: approve, or decline with a reason; once; the applicant is told. */
export const decideProgrammeApplication: Handler<typeof adminEndpoints.decideProgrammeApplication> = async ({
  app,
  user: admin,
  params,
  body,
}) => {
  await decide(app, admin, params.id, body);
  const decided = await app.repos.programmes.byId(params.id);
  if (!decided) throw notFound('Application not found.', 'APPLICATION_NOT_FOUND'); // the account was deleted meanwhile
  const figures = await app.repos.programmes.eligibility([decided.applicant.id]);
  return {
    success: true as const,
    message:
      body.decision === 'approved'
        ? 'Application approved. The applicant is notified.'
        : 'Application declined. The applicant is notified with your reason.',
    application: presentAdminApplication(decided, figures, app.clock.now()),
  };
};
