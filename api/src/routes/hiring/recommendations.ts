import type { hiringEndpoints } from '@freelane/shared/endpoints';
import type { UserRow } from '../../db/schema';
import { requireAppointedAssistant } from '../../commands/hiring-appointments';
import { notifyEach } from '../../commands/notify-each';
import type { CommandContext } from '../../commands/command-context';
import type { Handler } from '../../endpoints/handlers';
import { conflict, forbidden, notFound } from '../../errors';
import { paginationOf } from '../../lib/pagination';
import { siteLinks } from '../../lib/site-links';
import { presentRecommendation } from '../../presenters/application';
import { listJobApplicants } from '../../queries/job-applicants';

// The appointed assistant's work (issue 13): read the job's proposals, mark some Recommended with a
// note, and see the fees earned. Anyone but the accepted appointee of that job gets 404.

/** GET /hiring/jobs/{jobId}/applications: the job's proposals, as Job Applicants lists them. */
export const getAssistedApplications: Handler<typeof hiringEndpoints.getAssistedApplications> = async ({
  app,
  user,
  params,
  query,
}) => {
  const appointment = await requireAppointedAssistant(app, user, params.jobId);
  const { applications, total } = await listJobApplicants(app, appointment.clientId, appointment.jobId, query);
  return { success: true as const, applications, pagination: paginationOf(query, total) };
};

/** The proposal and the caller's accepted appointment on its job, or 404. */
async function loadRecommendable(app: CommandContext, user: UserRow, applicationId: string) {
  const found = await app.repos.applications.findById(applicationId);
  if (!found) throw notFound('This proposal does not exist.', 'PROPOSAL_NOT_FOUND');
  const appointment = await requireAppointedAssistant(app, user, found.job.id);
  return { found, appointment };
}

/** PUT /hiring/recommendations/{applicationId}: recommend a pending proposal to the client, with a note. */
export const recommendApplication: Handler<typeof hiringEndpoints.recommendApplication> = async ({
  app,
  user,
  params,
  body,
}) => {
  const { found, appointment } = await loadRecommendable(app, user, params.applicationId);
  if (found.application.applicantId === user.id) {
    throw forbidden(
      'You cannot recommend your own proposal: the client relies on your judgement of others.',
      'OWN_PROPOSAL',
    );
  }
  if (found.application.status !== 'pending') throw conflict('Only a proposal still under review can be recommended.');
  const row = await app.repos.hiring.recommend(found.application, appointment, body.note, app.clock.now());
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
};

/** DELETE /hiring/recommendations/{applicationId}: withdraw the caller's recommendation. */
export const withdrawRecommendation: Handler<typeof hiringEndpoints.withdrawRecommendation> = async ({
  app,
  user,
  params,
}) => {
  const { found } = await loadRecommendable(app, user, params.applicationId);
  await app.repos.hiring.unrecommend(found.application.id, user.id);
  return { success: true as const, message: 'Recommendation withdrawn.', recommendation: null };
};

/** GET /hiring/fees: the fees the caller earned as an assistant, newest first, with the total. */
export const getAssistantFeeList: Handler<typeof hiringEndpoints.getAssistantFeeList> = async ({
  app,
  user,
  query,
}) => {
  const { page, limit } = query;
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
};
