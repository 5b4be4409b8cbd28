import type { CommandContext } from './command-context';
import type { AppointmentStatus } from '@freelane/shared/contracts';
import type { HiringAppointmentRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { siteLinks } from '../lib/site-links';
import { presentAppointment } from '../presenters/hiring';
import { notifyEach } from './notify-each';

/** The appointment as a card, after a change (both sides read the same shape). */
export async function appointmentView(app: CommandContext, row: HiringAppointmentRow) {
  const [view] = await app.repos.hiring.views([row]);
  if (!view) throw notFound('This appointment no longer exists.', 'APPOINTMENT_NOT_FOUND');
  return presentAppointment(view);
}

/**
 * A client appoints an accepted hiring assistant to one of its own open jobs. One live appointment
 * per job (the partial unique index decides under concurrency); the assistant is told.
 */
export async function appointAssistant(app: CommandContext, client: UserRow, assistantId: string, jobId: string) {
  const job = await app.repos.jobs.findById(jobId);
  if (!job || job.ownerId !== client.id) throw notFound('Job not found.', 'JOB_NOT_FOUND');
  if (job.status !== 'active') throw conflict('Only a job still open for proposals can get a hiring assistant.');
  if (assistantId === client.id || !(await app.repos.programmes.isAcceptedAssistant(assistantId))) {
    throw notFound('Hiring assistant not found.', 'ASSISTANT_NOT_FOUND');
  }
  // An assistant who competes for the job cannot judge its proposals. The repository checks it again
  // under the job's lock, which applying takes too, so a proposal sent meanwhile is seen.
  const result = await app.repos.hiring.appoint(client.id, assistantId, job.id, app.clock.now());
  if (result.kind === 'applicant') {
    throw conflict('This hiring assistant has sent a proposal for this job, so they cannot review its proposals.', 'ASSISTANT_APPLIED');
  }
  if (result.kind === 'taken') throw conflict('This job already has a hiring assistant. End that appointment first.');
  const row = result.appointment;
  await notifyEach(app, [
    {
      userId: assistantId,
      senderId: client.id,
      category: 'Job',
      type: 'hiringAppointment',
      message: `${client.fullName} appointed you as hiring assistant for "${job.title}". Accept or decline on your dashboard.`,
      link: siteLinks.hiringAssistantDashboard(),
    },
  ]);
  return appointmentView(app, row);
}

const ANSWER_TEXT: Record<'accepted' | 'declined', string> = { accepted: 'accepted', declined: 'declined' };

export async function respondToAppointment(
  app: CommandContext,
  assistant: UserRow,
  id: string,
  decision: 'accepted' | 'declined',
) {
  const existing = await app.repos.hiring.byId(id);
  if (!existing || existing.assistantId !== assistant.id)
    throw notFound('Appointment not found.', 'APPOINTMENT_NOT_FOUND');
  const row = await app.repos.hiring.respond(id, assistant.id, decision, app.clock.now());
  if (!row) throw conflict(`This appointment was already ${existing.status}.`);
  const view = await appointmentView(app, row);
  await notifyEach(app, [
    {
      userId: row.clientId,
      senderId: assistant.id,
      category: 'Job',
      type: 'hiringAppointmentAnswered',
      message: `${assistant.fullName} ${ANSWER_TEXT[decision]} to assist with "${view.job.title}".`,
      link: siteLinks.viewApplicants(row.jobId),
    },
  ]);
  return view;
}

export async function endAppointment(app: CommandContext, user: UserRow, id: string) {
  const existing = await app.repos.hiring.byId(id);
  if (!existing || (existing.clientId !== user.id && existing.assistantId !== user.id))
    throw notFound('Appointment not found.', 'APPOINTMENT_NOT_FOUND');
  const row = await app.repos.hiring.end(id, user.id);
  if (!row) throw conflict(`This appointment was already ${existing.status as AppointmentStatus}.`);
  const view = await appointmentView(app, row);
  const other = user.id === row.clientId ? row.assistantId : row.clientId;
  await notifyEach(app, [
    {
      userId: other,
      senderId: user.id,
      category: 'Job',
      type: 'hiringAppointmentEnded',
      message: `${user.fullName} ended the hiring-assistant appointment for "${view.job.title}".`,
      link: other === row.assistantId ? siteLinks.hiringAssistantDashboard() : siteLinks.viewApplicants(row.jobId),
    },
  ]);
  return view;
}

/** Every assistant read of a job goes through this: only an accepted appointee, else 404. */
export async function requireAppointedAssistant(app: CommandContext, user: UserRow, jobId: string) {
  if (user.hiringAssistantStatus !== 'Accepted') throw forbidden('Only accepted hiring assistants can do this.');
  const appointment = await app.repos.hiring.acceptedOn(jobId, user.id);
  if (!appointment) throw notFound('Job not found.', 'JOB_NOT_FOUND');
  return appointment;
}
