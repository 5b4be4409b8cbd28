import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../programme-applications');
const common = () => import('../common');

/** /api/v1/admin: the admins' queues beyond the spec's overview (issue 13: programme applications). */
export const adminEndpoints = defineEndpoints('admin', {
  getProgrammeApplications: {
    method: 'GET',
    path: '/admin/applications',
    summary: 'Mentor and hiring-assistant applications by status and type, with the count waiting for a decision',
    access: { roles: ['admin'] },
    reads: ['programme-applications'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.adminApplicationsQuery,
      response: { 200: c.adminApplicationsResponse },
    })),
  },
  decideProgrammeApplication: {
    method: 'POST',
    path: '/admin/applications/:id/decision',
    summary: 'An admin approves an application, or declines it with a reason, once; the applicant is told',
    access: { roles: ['admin'] },
    // The applicant's role and programme flags (user), their notification (notifications), the queue.
    changes: ['user', 'notifications', 'programme-applications'],
    schemas: schemasFrom(
      () => Promise.all([contracts(), common()]),
      ([c, { idParams }]) => ({
        params: idParams,
        body: c.applicationDecisionBody,
        response: { 200: c.applicationDecisionResponse },
      }),
    ),
  },
});
