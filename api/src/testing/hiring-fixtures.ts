import assert from 'node:assert/strict';
import type { JobRow } from '../db/schema';
import type { BuiltUser } from './factories';
import type { TestContext } from './test-app';

/**
 * Makes `built` an accepted hiring assistant the way the admin's approval does (the programme
 * repository's apply and decide); `decider` is the admin recorded on the decision.
 */
export async function approveAsAssistant(ctx: TestContext, built: BuiltUser, decider: BuiltUser): Promise<void> {
  const { programmes } = ctx.app.repos;
  const application = await programmes.apply('hiringAssistant', built.user.id, {
    yourSpecialization: 'webDevelopment',
    yearsOfExperience: 5,
    skills: ['React'],
    reason: 'I review proposals every week and know who will deliver.',
  });
  assert.ok(application, 'the assistant application is filed');
  const outcome = await programmes.decide(application.id, decider.user.id, 'approved', '', ctx.app.clock.now());
  assert.equal(outcome.kind, 'decided');
}

/** The client appoints the assistant to `job` and the assistant accepts, as the two routes do; the appointment's id. */
export async function acceptedAppointment(
  ctx: TestContext,
  client: BuiltUser,
  assistant: BuiltUser,
  job: JobRow,
): Promise<string> {
  const { hiring } = ctx.app.repos;
  const now = ctx.app.clock.now();
  const result = await hiring.appoint(client.user.id, assistant.user.id, job.id, now);
  assert.ok(result.kind === 'appointed', `appointing answered ${result.kind}`);
  assert.ok(await hiring.respond(result.appointment.id, assistant.user.id, 'accepted', now));
  return result.appointment.id;
}
