import type { hiringEndpoints } from '@freelane/shared/endpoints';
import {
  appointAssistant as appoint,
  endAppointment as end,
  respondToAppointment as respond,
} from '../../commands/hiring-appointments';
import type { Handler } from '../../endpoints/handlers';
import { forbidden } from '../../errors';
import { paginationOf } from '../../lib/pagination';
import { presentAppointment } from '../../presenters/hiring';

// Appointments (issue 13): POST /hiring/appoint (client), POST /hiring/appointments/{id}/respond
// (assistant), POST /hiring/appointments/{id}/end (either), GET /hiring/clients (the assistant's
// cards) and GET /hiring/appointments (the client's own). Who may answer or end one is the
// command's object-level rule.

export const appointAssistant: Handler<typeof hiringEndpoints.appointAssistant> = async ({ app, user, body }) => {
  const appointment = await appoint(app, user, body.assistantId, body.jobId);
  return {
    success: true as const,
    message: `${appointment.assistant.fullName} is asked to assist with this job.`,
    appointment,
  };
};

export const respondToAppointment: Handler<typeof hiringEndpoints.respondToAppointment> = async ({
  app,
  user,
  params,
  body,
}) => {
  const appointment = await respond(app, user, params.appointmentId, body.decision);
  return {
    success: true as const,
    message: body.decision === 'accepted' ? 'You are now assisting with this job.' : 'Appointment declined.',
    appointment,
  };
};

export const endAppointment: Handler<typeof hiringEndpoints.endAppointment> = async ({ app, user, params }) => {
  const appointment = await end(app, user, params.appointmentId);
  return { success: true as const, message: 'The appointment has ended.', appointment };
};

export const getHiringClients: Handler<typeof hiringEndpoints.getHiringClients> = async ({ app, user, query }) => {
  if (user.hiringAssistantStatus !== 'Accepted') throw forbidden('Only accepted hiring assistants have client cards.');
  const { page, limit } = query;
  const { rows, total } = await app.repos.hiring.listFor('assistant', user.id, undefined, { page, limit });
  return {
    success: true as const,
    clients: rows.map(presentAppointment),
    pagination: paginationOf({ page, limit }, total),
  };
};

export const getMyAppointments: Handler<typeof hiringEndpoints.getMyAppointments> = async ({ app, user, query }) => {
  const { jobId, page, limit } = query;
  const { rows, total } = await app.repos.hiring.listFor('client', user.id, jobId, { page, limit });
  return {
    success: true as const,
    appointments: rows.map(presentAppointment),
    pagination: paginationOf({ page, limit }, total),
  };
};
