import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationIdParams,
  applicationListResponse,
  assistantFeesResponse,
  jobApplicantsQuery,
  paginationQuery,
  recommendationBody,
  recommendationResponse,
} from '@freelane/shared/contracts';
import { z } from 'zod';
import { requireAppointedAssistant } from '../../commands/hiring-appointments';
import { listJobApplicants } from '../../queries/job-applicants';
import { notifyEach } from '../../commands/notify-each';
import { conflict, forbidden, notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { siteLinks } from '../../lib/site-links';
import { requireUser } from '../../plugins/auth';
import { presentRecommendation } from '../../presenters/application';
import { paginationOf } from '../../lib/pagination';

/**
 * The appointed assistant's work (issue 13): read the job's proposals, mark some Recommended with a
 * note, and see the fees earned. Anyone but the accepted appointee of that job gets 404.
 */
const recommendations: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:jobId/applications',
    {
      schema: {
        params: z.object({ jobId: z.string().uuid('Invalid id.') }),
        querystring: jobApplicantsQuery,
        response: responses({ 200: applicationListResponse }),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const appointment = await requireAppointedAssistant(app, user, request.params.jobId);
      const { applications, total } = await listJobApplicants(
        app,
        appointment.clientId,
        appointment.jobId,
        request.query,
      );
      return { success: true as const, applications, pagination: paginationOf(request.query, total) };
    },
  );

  /** The proposal and the caller's accepted appointment on its job, or 404. */
  const loadRecommendable = async (userId: Parameters<typeof requireUser>[0], applicationId: string) => {
    const user = await requireUser(userId);
    const found = await app.repos.applications.findById(applicationId);
    if (!found) throw notFound('This proposal does not exist.', 'PROPOSAL_NOT_FOUND');
    const appointment = await requireAppointedAssistant(app, user, found.job.id);
    return { user, found, appointment };
  };

  app.put(
    '/recommendations/:applicationId',
    { config: { changes: ['notifications'] },
      schema: {
        params: applicationIdParams,
        body: recommendationBody,
        response: responses({ 200: recommendationResponse }),
      },
    },
    async (request) => {
      const { user, found, appointment } = await loadRecommendable(request, request.params.applicationId);
      if (found.application.applicantId === user.id) {
        throw forbidden('You cannot recommend your own proposal: the client relies on your judgement of others.', 'OWN_PROPOSAL');
      }
      if (found.application.status !== 'pending')
        throw conflict('Only a proposal still under review can be recommended.');
      const row = await app.repos.hiring.recommend(found.application, appointment, request.body.note, app.clock.now());
      await notifyEach(app, [
        {
          userId: appointment.clientId,
          senderId: user.id,
          category: 'Proposals',
          type: 'hiringRecommendation',
          message: `${user.fullName} recommends ${found.applicant.fullName} for "${found.job.title}".`,
          link: siteLinks.viewApplicants(found.job.id),
        },
      ]);
      return {
        success: true as const,
        message: `${found.applicant.fullName} is recommended to the client.`,
        recommendation: presentRecommendation({ ...row, assistantName: user.fullName }),
      };
    },
  );

  app.delete(
    '/recommendations/:applicationId',
    { config: { changes: ['notifications'] }, schema: { params: applicationIdParams, response: responses({ 200: recommendationResponse }) } },
    async (request) => {
      const { user, found } = await loadRecommendable(request, request.params.applicationId);
      await app.repos.hiring.unrecommend(found.application.id, user.id);
      return { success: true as const, message: 'Recommendation withdrawn.', recommendation: null };
    },
  );

  app.get(
    '/fees',
    { schema: { querystring: paginationQuery, response: responses({ 200: assistantFeesResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const { page, limit } = request.query;
      const { rows, total, sum } = await app.repos.hiring.feesOf(user.id, { page, limit });
      return {
        success: true as const,
        total: sum,
        fees: rows.map((row) => ({
          _id: row.fee.id,
          amount: row.fee.amount,
          job: { _id: row.fee.jobId, title: row.jobTitle, salary: row.salary },
          client: { _id: row.fee.clientId, fullName: row.clientName },
          freelancer: { _id: row.hiredId, fullName: row.hiredName },
          createdAt: row.fee.createdAt.toISOString(),
        })),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );
};

export default recommendations;
