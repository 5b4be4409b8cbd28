import type { Appointment } from '@freelane/shared/contracts';
import type { AppointmentView, Person } from '../repositories/hiring';

const person = (who: Person) => ({ _id: who.id, fullName: who.fullName, profile: { profilePhoto: who.profilePhoto } });

/** One assistant on one client job: what both the client and the assistant see of it. */
export function presentAppointment({
  appointment,
  job,
  client,
  assistant,
  applicantCount,
  recommendedCount,
  fee,
}: AppointmentView): Appointment {
  return {
    _id: appointment.id,
    status: appointment.status,
    client: person(client),
    assistant: person(assistant),
    job: {
      _id: job.id,
      title: job.title,
      status: job.status,
      salary: job.salary,
      budgetType: job.budgetType,
      applicationDeadline: job.applicationDeadline,
      applicantCount,
    },
    recommendedCount,
    fee,
    appointedAt: appointment.createdAt.toISOString(),
    respondedAt: appointment.respondedAt?.toISOString() ?? null,
  };
}
