import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointBody,
  appointmentActionResponse,
  appointmentIdParams,
  appointmentResponseBody,
  appointmentsQuery,
  appointmentsResponse,
  hiringClientsResponse,
  paginationQuery,
} from '@freelane/shared/contracts';
import { appointAssistant, endAppointment, respondToAppointment } from '../../commands/hiring-appointments';
import { forbidden } from '../../errors';
import { responses } from '../../lib/responses';
import { requireRole, requireUser } from '../../plugins/auth';
import { presentAppointment } from '../../presenters/hiring';
import { paginationOf } from '../../lib/pagination';

/**
 * Appointments (issue 13): POST /hiring/appoint (client), POST /hiring/appointments/{id}/respond
 * (assistant), POST /hiring/appointments/{id}/end (either), GET /hiring/clients (the assistant's
 * cards) and GET /hiring/appointments (the client's own).
 */
const appointments: FastifyPluginAsyncZod = async (app) => {
  const actionSchema = { response: responses({ 200: appointmentActionResponse }) };

  app.post('/appoint', { config: { changes: ['notifications'] }, schema: { body: appointBody, ...actionSchema } }, async (request) => {
    const client = await requireRole(request, 'client');
    const appointment = await appointAssistant(app, client, request.body.assistantId, request.body.jobId);
    return {
      success: true as const,
      message: `${appointment.assistant.fullName} is asked to assist with this job.`,
      appointment,
    };
  });

  app.post(
    '/appointments/:appointmentId/respond',
    { config: { changes: ['notifications'] }, schema: { params: appointmentIdParams, body: appointmentResponseBody, ...actionSchema } },
    async (request) => {
      const user = await requireUser(request);
      const appointment = await respondToAppointment(app, user, request.params.appointmentId, request.body.decision);
      return {
        success: true as const,
        message:
          request.body.decision === 'accepted' ? 'You are now assisting with this job.' : 'Appointment declined.',
        appointment,
      };
    },
  );

  app.post(
    '/appointments/:appointmentId/end',
    { config: { changes: ['notifications'] }, schema: { params: appointmentIdParams, ...actionSchema } },
    async (request) => {
      const user = await requireUser(request);
      const appointment = await endAppointment(app, user, request.params.appointmentId);
      return { success: true as const, message: 'The appointment has ended.', appointment };
    },
  );

  app.get(
    '/clients',
    { schema: { querystring: paginationQuery, response: responses({ 200: hiringClientsResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      if (user.hiringAssistantStatus !== 'Accepted')
        throw forbidden('Only accepted hiring assistants have client cards.');
      const { page, limit } = request.query;
      const { rows, total } = await app.repos.hiring.listFor('assistant', user.id, undefined, { page, limit });
      return {
        success: true as const,
        clients: rows.map(presentAppointment),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );

  app.get(
    '/appointments',
    { schema: { querystring: appointmentsQuery, response: responses({ 200: appointmentsResponse }) } },
    async (request) => {
      const client = await requireRole(request, 'client');
      const { jobId, page, limit } = request.query;
      const { rows, total } = await app.repos.hiring.listFor('client', client.id, jobId, { page, limit });
      return {
        success: true as const,
        appointments: rows.map(presentAppointment),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );
};

export default appointments;
