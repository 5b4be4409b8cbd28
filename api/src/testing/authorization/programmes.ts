import assert from 'node:assert/strict';
import { jobBody, screeningCriteriaSchema } from '@freelane/shared/contracts';
import type { JobRow } from '../../db/schema';
import { buildApplication, jobInput } from '../factories';
import { approveAsAssistant } from '../hiring-fixtures';
import { oncePerWorld, signedIn, type CaseTable, type Expected, type World } from './world';

/**
 * /admin (programme applications), /hiring (hiring assistants) and /screening. In /hiring the hired
 * freelancer is the client's hiring assistant: approved by the admin and appointed (and accepted) on
 * an open job of the client. "freelancer" has applied to that job, so there is a proposal to recommend.
 */

const HIRING = '/api/v1/hiring';
const SCREENING = '/api/v1/screening';
const CRITERIA = { questions: ['Which similar shop have you built?'], requiredSkills: ['React'] };
/** CRITERIA as stored (the contract fills in the tools not chosen). */
const STORED_CRITERIA = screeningCriteriaSchema.parse(CRITERIA);
const NOTE = 'Strong portfolio and the most realistic plan of all the proposals.';

/** Clients only; anyone else signed in is refused by role. */
const clientsOnly = (status: number): Expected => ({ ...signedIn(403), client: status, otherClient: status });

/** The hired freelancer made an accepted hiring assistant, once per world, as an admin approval does. */
const approveAssistant = oncePerWorld((world) =>
  approveAsAssistant(world.ctx, world.people.hiredFreelancer, world.people.admin),
);

/** A fresh open job of the client with the assistant appointed: pending, or accepted (live). */
async function appointment(world: World, status: 'pending' | 'accepted'): Promise<{ id: string; job: JobRow }> {
  await approveAssistant(world);
  const { hiring } = world.ctx.app.repos;
  const job = await world.openJob();
  const now = world.ctx.app.clock.now();
  const result = await hiring.appoint(world.people.client.user.id, world.people.hiredFreelancer.user.id, job.id, now);
  assert.equal(result.kind, 'appointed');
  const row = result.appointment;
  if (status === 'accepted')
    assert.ok(await hiring.respond(row.id, world.people.hiredFreelancer.user.id, 'accepted', now));
  return { id: row.id, job };
}

/** A live appointment with a fresh proposal by the freelancer on its job. */
async function proposalOnAppointedJob(world: World): Promise<string> {
  const { job } = await appointment(world, 'accepted');
  return (await buildApplication(world.ctx, job, world.people.freelancer)).id;
}

/** The client appointed the assistant (the hired freelancer), who accepted: once per world. */
const appointedForDrafts = oncePerWorld((world) => appointment(world, 'accepted'));

/**
 * A fresh pending job draft of the assistant for the client, written through the repository (no
 * pending limit: every actor's cell gets one of its own).
 */
async function pendingDraft(world: World): Promise<string> {
  await appointedForDrafts(world);
  const result = await world.ctx.app.repos.jobDrafts.create(
    world.people.hiredFreelancer.user.id,
    world.people.client.user.id,
    jobBody.parse(jobInput(world.ctx)),
    world.ctx.app.clock.now(),
    Number.POSITIVE_INFINITY,
  );
  assert.ok(result.kind === 'drafted', `drafting answered ${result.kind}`);
  return result.draft.id;
}

/** A pending programme application of the freelancer (fresh per cell: a decision closes it). */
async function pendingProgrammeApplication(world: World): Promise<string> {
  const application = await world.ctx.app.repos.programmes.apply('hiringAssistant', world.people.freelancer.user.id, {
    yourSpecialization: 'webDevelopment',
    yearsOfExperience: 3,
    skills: ['Figma'],
    reason: 'I have hired designers for years and know a good proposal.',
  });
  if (application) return application.id;
  // One pending application per person: a later cell of the same world finds it already there.
  const latest = await world.ctx.app.repos.programmes.latest(world.people.freelancer.user.id, 'hiringAssistant');
  assert.ok(latest);
  return latest.id;
}

/** A fresh screening package of the client's. */
async function clientPackage(world: World): Promise<string> {
  const row = await world.ctx.app.repos.screening.createPackage(
    world.people.client.user.id,
    `Package ${Math.random().toString(36).slice(2)}`,
    STORED_CRITERIA,
    world.ctx.app.clock.now(),
  );
  assert.ok(row);
  return row.row.id;
}

/** A fresh open job of the client's, screened with CRITERIA. */
async function screenedJob(world: World): Promise<string> {
  const job = await world.openJob();
  await world.ctx.app.repos.screening.setForJob(job.id, STORED_CRITERIA, null, world.ctx.app.clock.now());
  return job.id;
}

export const programmesCases: CaseTable = {
  // The admin's queue of mentor and hiring-assistant applications, and its decisions.
  'GET /api/v1/admin/applications': {
    request: () => '/api/v1/admin/applications',
    expect: { ...signedIn(403), admin: 200 },
  },
  'POST /api/v1/admin/applications/:id/decision': {
    request: async (world) => ({
      url: `/api/v1/admin/applications/${await pendingProgrammeApplication(world)}/decision`,
      body: { decision: 'approved' },
    }),
    expect: { ...signedIn(403), admin: 200 },
  },

  // The hiring portal: what the programme offers the caller, whoever they are.
  'GET /api/v1/hiring/portal': { request: () => `${HIRING}/portal`, expect: signedIn(200) },
  // Clients keep a shortlist of assistants.
  'PUT /api/v1/hiring/shortlist/:assistantId': {
    request: async (world) => {
      await approveAssistant(world);
      return `${HIRING}/shortlist/${world.people.hiredFreelancer.user.id}`;
    },
    expect: clientsOnly(200),
  },
  'DELETE /api/v1/hiring/shortlist/:assistantId': {
    request: async (world) => {
      await approveAssistant(world);
      return `${HIRING}/shortlist/${world.people.hiredFreelancer.user.id}`;
    },
    expect: clientsOnly(200),
  },
  // A client appoints the assistant to one of its own open jobs (here the client's fresh job; to the
  // other client that job is not there).
  'POST /api/v1/hiring/appoint': {
    request: async (world) => {
      await approveAssistant(world);
      const job = await world.openJob();
      return { url: `${HIRING}/appoint`, body: { assistantId: world.people.hiredFreelancer.user.id, jobId: job.id } };
    },
    expect: { ...clientsOnly(200), otherClient: 404 },
  },
  // Only the appointed assistant answers an appointment.
  'POST /api/v1/hiring/appointments/:appointmentId/respond': {
    request: async (world) => ({
      url: `${HIRING}/appointments/${(await appointment(world, 'pending')).id}/respond`,
      body: { decision: 'accepted' },
    }),
    expect: { ...signedIn(404), hiredFreelancer: 200 },
  },
  // Either side ends a live appointment.
  'POST /api/v1/hiring/appointments/:appointmentId/end': {
    request: async (world) => `${HIRING}/appointments/${(await appointment(world, 'accepted')).id}/end`,
    expect: { ...signedIn(404), client: 200, hiredFreelancer: 200 },
  },
  // The assistant's client cards: accepted hiring assistants only.
  'GET /api/v1/hiring/clients': {
    request: async (world) => {
      await approveAssistant(world);
      return `${HIRING}/clients`;
    },
    expect: { ...signedIn(403), hiredFreelancer: 200 },
  },
  'GET /api/v1/hiring/appointments': { request: () => `${HIRING}/appointments`, expect: clientsOnly(200) },
  // A job's proposals and recommendations: its appointed assistant alone (the owner has Job Applicants;
  // anyone else, the applicant included, is refused).
  'GET /api/v1/hiring/jobs/:jobId/applications': {
    request: async (world) => `${HIRING}/jobs/${(await appointment(world, 'accepted')).job.id}/applications`,
    expect: { ...signedIn(403), hiredFreelancer: 200 },
  },
  'PUT /api/v1/hiring/recommendations/:applicationId': {
    request: async (world) => ({
      url: `${HIRING}/recommendations/${await proposalOnAppointedJob(world)}`,
      body: { note: NOTE },
    }),
    expect: { ...signedIn(403), hiredFreelancer: 200 },
  },
  'DELETE /api/v1/hiring/recommendations/:applicationId': {
    request: async (world) => `${HIRING}/recommendations/${await proposalOnAppointedJob(world)}`,
    expect: { ...signedIn(403), hiredFreelancer: 200 },
  },
  // Jobs the assistant drafts for a client who appointed them (here the client; to anyone else the
  // assistant has no appointment, and only accepted assistants draft at all).
  'POST /api/v1/hiring/drafts': {
    request: async (world) => {
      await appointedForDrafts(world);
      return { url: `${HIRING}/drafts`, body: { clientId: world.people.client.user.id, job: jobInput(world.ctx) } };
    },
    expect: { ...signedIn(403), hiredFreelancer: 201 },
  },
  // Each their own list: `as=client` for clients (`as=assistant` for accepted assistants, in job-drafts.test.ts).
  'GET /api/v1/hiring/drafts': { request: () => `${HIRING}/drafts?as=client`, expect: clientsOnly(200) },
  // A draft is private to its two people: its client decides, its assistant withdraws; the other of
  // the two is told who may (403), anyone else finds nothing (404).
  'POST /api/v1/hiring/drafts/:draftId/approve': {
    request: async (world) => `${HIRING}/drafts/${await pendingDraft(world)}/approve`,
    expect: { ...signedIn(404), client: 200, hiredFreelancer: 403 },
  },
  'POST /api/v1/hiring/drafts/:draftId/decline': {
    request: async (world) => ({
      url: `${HIRING}/drafts/${await pendingDraft(world)}/decline`,
      body: { reason: 'We will hire for this in the spring.' },
    }),
    expect: { ...signedIn(404), client: 200, hiredFreelancer: 403 },
  },
  'POST /api/v1/hiring/drafts/:draftId/withdraw': {
    request: async (world) => `${HIRING}/drafts/${await pendingDraft(world)}/withdraw`,
    expect: { ...signedIn(404), client: 403, hiredFreelancer: 200 },
  },
  // The fees an assistant earned (or a client owes): each their own.
  'GET /api/v1/hiring/fees': { request: () => `${HIRING}/fees`, expect: signedIn(200) },

  // Screening packages are a client's own; to another client a package does not exist.
  'GET /api/v1/screening/packages': { request: () => `${SCREENING}/packages`, expect: clientsOnly(200) },
  'POST /api/v1/screening/packages': {
    request: () => ({
      url: `${SCREENING}/packages`,
      body: { name: `Package ${Math.random().toString(36).slice(2)}`, criteria: CRITERIA },
    }),
    expect: clientsOnly(201),
  },
  'PUT /api/v1/screening/packages/:packageId': {
    request: async (world) => ({
      url: `${SCREENING}/packages/${await clientPackage(world)}`,
      body: { name: `Renamed ${Math.random().toString(36).slice(2)}`, criteria: CRITERIA },
    }),
    expect: { ...clientsOnly(200), otherClient: 404 },
  },
  'DELETE /api/v1/screening/packages/:packageId': {
    request: async (world) => `${SCREENING}/packages/${await clientPackage(world)}`,
    expect: { ...clientsOnly(200), otherClient: 404 },
  },
  // A job's criteria: anyone who may see the job (an open job is public), so applicants read them first.
  'GET /api/v1/screening/jobs/:jobId': {
    request: async (world) => `${SCREENING}/jobs/${await screenedJob(world)}`,
    expect: signedIn(200),
  },
  'PUT /api/v1/screening/jobs/:jobId': {
    request: async (world) => ({ url: `${SCREENING}/jobs/${await screenedJob(world)}`, body: { criteria: CRITERIA } }),
    expect: { ...signedIn(403), client: 200 },
  },
  'DELETE /api/v1/screening/jobs/:jobId': {
    request: async (world) => `${SCREENING}/jobs/${await screenedJob(world)}`,
    expect: { ...signedIn(403), client: 200 },
  },
};
