import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { buildAdmin, buildClient, buildFreelancer, buildUser, signIn, type BuiltUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { notificationsOf } from '../../testing/work-fixtures';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const mentorForm = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Mira Mentor',
  email: 'mira.mentor@example.test',
  currentProfession: 'Senior product designer',
  experience: '7to10',
  areaOfExpertise: ['uiux', 'careerGrowth'],
  professionalBio:
    'Ten years designing products for start-ups and agencies, now helping new freelancers find their feet.',
  linkedin: 'https://www.linkedin.com/in/mira-mentor',
  availability: '3to5',
  mentoringType: ['oneOnOne', 'portfolioReview'],
  reason: 'I want to give back what my own mentors gave me when I started out.',
  freeSession: true,
  ...overrides,
});
const assistantForm = (overrides: Record<string, unknown> = {}) => ({
  yourSpecialization: 'webDevelopment',
  yearsOfExperience: 4,
  skills: ['React', 'Node.js', 'Hiring'],
  reason: 'I review code for a living and can tell clients which proposals will really deliver.',
  agreeToTerms: true,
  ...overrides,
});

async function signedIn(build: (ctx: TestContext) => Promise<BuiltUser>) {
  const built = await build(ctx);
  return { built, agent: await signIn(ctx, built) };
}
/** A freelancer with published ratings already (count, sum of overall stars). */
async function ratedFreelancer(ratingCount: number, ratingTotal: number) {
  const built = await buildUser(ctx, { role: 'freelancer' });
  await ctx.app.db.update(users).set({ ratingCount, ratingTotal }).where(eq(users.id, built.user.id));
  return built;
}
const hiringStatusOf = async (userId: string) =>
  (await ctx.app.db.select({ status: users.hiringAssistantStatus }).from(users).where(eq(users.id, userId)))[0].status;
const decide = (agent: Agent, id: string, body: Record<string, unknown>) =>
  agent.post(`/api/v1/admin/applications/${id}/decision`, body);
async function pendingApplicationOf(admin: Agent, userId: string, type: 'mentor' | 'hiringAssistant') {
  const response = await admin.get(`/api/v1/admin/applications?status=pending&type=${type}&limit=50`);
  assert.equal(response.statusCode, 200, response.body);
  const found = response
    .json()
    .applications.find((row: { applicant: { _id: string } }) => row.applicant._id === userId);
  assert.ok(found, 'the application is in the pending queue');
  return found as { _id: string; answers: Record<string, unknown>; applicant: Record<string, unknown> };
}

describe('hiring assistant applications', () => {
  it('a freelancer applies once: Pending, a second application is refused, clients and anonymous cannot apply', async () => {
    const { built, agent } = await signedIn(buildFreelancer);
    const first = await agent.post('/api/v1/user/applyHiringAssistant', assistantForm());
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(await hiringStatusOf(built.user.id), 'Pending');
    const again = await agent.post('/api/v1/user/applyHiringAssistant', assistantForm());
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /already under review/);

    const { agent: client } = await signedIn(buildClient);
    assert.equal((await client.post('/api/v1/user/applyHiringAssistant', assistantForm())).statusCode, 403);
    assert.equal((await new Agent(ctx).post('/api/v1/user/applyHiringAssistant', assistantForm())).statusCode, 401);
  });

  it('refuses a double submit at the same instant with one row, and a form without the agreement', async () => {
    const { built, agent } = await signedIn(buildFreelancer);
    const missingAgreement = await agent.post(
      '/api/v1/user/applyHiringAssistant',
      assistantForm({ agreeToTerms: false }),
    );
    assert.equal(missingAgreement.statusCode, 400);
    assert.match(missingAgreement.json().message, /Terms And Conditions/);
    const answers = await Promise.all(
      [1, 2].map(() => agent.post('/api/v1/user/applyHiringAssistant', assistantForm())),
    );
    assert.deepEqual(answers.map((response) => response.statusCode).sort(), [201, 409]);
    const { agent: admin } = await signedIn(buildAdmin);
    const queue = await admin.get('/api/v1/admin/applications?status=pending&type=hiringAssistant&limit=50');
    assert.equal(
      queue.json().applications.filter((row: { applicant: { _id: string } }) => row.applicant._id === built.user.id)
        .length,
      1,
    );
  });

  it('admins only: the queue and decisions answer 401 / 403 to everyone else', async () => {
    const { agent: freelancer } = await signedIn(buildFreelancer);
    const { agent: client } = await signedIn(buildClient);
    assert.equal((await new Agent(ctx).get('/api/v1/admin/applications')).statusCode, 401);
    for (const agent of [freelancer, client]) {
      assert.equal((await agent.get('/api/v1/admin/applications')).statusCode, 403);
      assert.equal((await decide(agent, UNKNOWN_ID, { decision: 'approved' })).statusCode, 403);
    }
    const { agent: admin } = await signedIn(buildAdmin);
    assert.equal((await decide(admin, UNKNOWN_ID, { decision: 'approved' })).statusCode, 404);
  });

  it('approval: status Accepted, listed for clients with filters, notified in the app and by mail, decided once', async () => {
    const { built, agent } = await signedIn(buildFreelancer);
    await agent.post(
      '/api/v1/user/applyHiringAssistant',
      assistantForm({ yourSpecialization: 'uiux', skills: ['Figma', 'Research'] }),
    );
    const { agent: admin } = await signedIn(buildAdmin);
    const pending = await pendingApplicationOf(admin, built.user.id, 'hiringAssistant');
    assert.deepEqual(pending.answers.skills, ['Figma', 'Research']);
    assert.equal('email' in pending.applicant, false);
    assert.ok((pending.applicant as { eligibility: unknown }).eligibility);

    const approved = await decide(admin, pending._id, { decision: 'approved' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().application.status, 'approved');
    assert.equal(await hiringStatusOf(built.user.id), 'Accepted');
    const [notice] = (await notificationsOf(ctx, built.user.id)).filter(
      (row) => row.type === 'hiringAssistantApplicationDecided',
    );
    assert.match(notice.message, /approved/);
    assert.equal(notice.link, '/hiringAssistantDashboard');
    assert.ok(ctx.outbox.messages.some((mail) => mail.to.includes(built.email) && /approved/.test(mail.text)));

    const twice = await decide(admin, pending._id, { decision: 'declined', reason: 'Changed my mind about this one.' });
    assert.equal(twice.statusCode, 409);

    const { agent: client } = await signedIn(buildClient);
    const listed = await client.get('/api/v1/user/getHiringAssistants?specialization=uiux&limit=50');
    assert.equal(listed.statusCode, 200, listed.body);
    const card = listed.json().hiringAssistants.find((row: { _id: string }) => row._id === built.user.id);
    assert.ok(card, 'the approved assistant is listed under their specialization');
    assert.deepEqual(card.skills, ['Figma', 'Research']);
    assert.equal(JSON.stringify(listed.json()).includes(built.email), false, 'no e-mail address in the directory');
    const otherSpecialization = await client.get(
      '/api/v1/user/getHiringAssistants?specialization=contentWriting&limit=50',
    );
    assert.equal(
      otherSpecialization.json().hiringAssistants.some((row: { _id: string }) => row._id === built.user.id),
      false,
    );
    // Unrated: only the `any` rating filter lists them.
    const rated = await client.get('/api/v1/user/getHiringAssistants?rating=fourPlus&limit=50');
    assert.equal(
      rated.json().hiringAssistants.some((row: { _id: string }) => row._id === built.user.id),
      false,
    );
    // Freelancers do not browse assistants.
    assert.equal((await agent.get('/api/v1/user/getHiringAssistants')).statusCode, 403);
  });

  it('the rating filter maps the spec’s marks out of 10 onto stars', async () => {
    const built = await ratedFreelancer(2, 7); // 3.5 stars
    const agent = await signIn(ctx, built);
    await agent.post('/api/v1/user/applyHiringAssistant', assistantForm({ yourSpecialization: 'contentWriting' }));
    const { agent: admin } = await signedIn(buildAdmin);
    await decide(admin, (await pendingApplicationOf(admin, built.user.id, 'hiringAssistant'))._id, {
      decision: 'approved',
    });
    const { agent: client } = await signedIn(buildClient);
    const listedFor = async (rating: string) =>
      (await client.get(`/api/v1/user/getHiringAssistants?specialization=contentWriting&rating=${rating}&limit=50`))
        .json()
        .hiringAssistants.some((row: { _id: string }) => row._id === built.user.id);
    assert.equal(await listedFor('sevenPlus'), true); // 3.5+
    assert.equal(await listedFor('sixPlus'), true);
    const bad = await client.get('/api/v1/user/getHiringAssistants?rating=ninePlus');
    assert.equal(bad.statusCode, 400);
  });

  it('decline needs a reason, puts the status back to Inactive, shows the reason on the portal and allows a new application', async () => {
    const { built, agent } = await signedIn(buildFreelancer);
    await agent.post('/api/v1/user/applyHiringAssistant', assistantForm());
    const { agent: admin } = await signedIn(buildAdmin);
    const pending = await pendingApplicationOf(admin, built.user.id, 'hiringAssistant');
    const noReason = await decide(admin, pending._id, { decision: 'declined' });
    assert.equal(noReason.statusCode, 400);
    assert.match(noReason.json().message, /reason/);
    const reason = 'Please complete a few more projects on Freelane first.';
    assert.equal((await decide(admin, pending._id, { decision: 'declined', reason })).statusCode, 200);
    assert.equal(await hiringStatusOf(built.user.id), 'Inactive');
    const portal = await agent.get('/api/v1/hiring/portal');
    assert.equal(portal.statusCode, 200, portal.body);
    assert.equal(portal.json().hiringAssistantStatus, 'Inactive');
    assert.deepEqual(
      [portal.json().latestApplication.status, portal.json().latestApplication.reason],
      ['declined', reason],
    );
    const [notice] = (await notificationsOf(ctx, built.user.id)).filter(
      (row) => row.type === 'hiringAssistantApplicationDecided',
    );
    assert.ok(notice.message.includes(reason));
    assert.equal((await agent.post('/api/v1/user/applyHiringAssistant', assistantForm())).statusCode, 201);
  });

  it('the portal shows the caller’s own real figures against the eligibility', async () => {
    const built = await ratedFreelancer(4, 19);
    const agent = await signIn(ctx, built);
    const portal = (await agent.get('/api/v1/hiring/portal')).json();
    assert.deepEqual(portal.eligibility.rating, { average: 4.8, count: 4 });
    assert.equal(portal.eligibility.meets.rating, true);
    assert.equal(portal.eligibility.completedProjects, 0);
    assert.equal(portal.eligibility.meets.completedProjects, false);
    assert.equal(portal.latestApplication, null);
  });
});

describe('shortlist', () => {
  it('is per client, idempotent, and only for accepted assistants', async () => {
    const { built: assistant, agent: assistantAgent } = await signedIn(buildFreelancer);
    await assistantAgent.post(
      '/api/v1/user/applyHiringAssistant',
      assistantForm({ yourSpecialization: 'mobileDevelopment' }),
    );
    const { agent: admin } = await signedIn(buildAdmin);
    const pending = await pendingApplicationOf(admin, assistant.user.id, 'hiringAssistant');
    const { agent: client } = await signedIn(buildClient);
    assert.equal(
      (await client.put(`/api/v1/hiring/shortlist/${assistant.user.id}`)).statusCode,
      404,
      'not yet accepted',
    );
    await decide(admin, pending._id, { decision: 'approved' });
    for (let i = 0; i < 2; i += 1)
      assert.equal((await client.put(`/api/v1/hiring/shortlist/${assistant.user.id}`)).statusCode, 200);
    const mine = (await client.get('/api/v1/user/getHiringAssistants?shortlisted=true&limit=50')).json()
      .hiringAssistants;
    assert.deepEqual(
      mine.map((row: { _id: string; shortlisted: boolean }) => [row._id, row.shortlisted]),
      [[assistant.user.id, true]],
    );
    const { agent: otherClient } = await signedIn(buildClient);
    assert.deepEqual(
      (await otherClient.get('/api/v1/user/getHiringAssistants?shortlisted=true')).json().hiringAssistants,
      [],
    );
    assert.equal(
      (await assistantAgent.put(`/api/v1/hiring/shortlist/${assistant.user.id}`)).statusCode,
      403,
      'clients only',
    );
    assert.equal((await client.delete(`/api/v1/hiring/shortlist/${assistant.user.id}`)).json().shortlisted, false);
    assert.deepEqual(
      (await client.get('/api/v1/user/getHiringAssistants?shortlisted=true')).json().hiringAssistants,
      [],
    );
  });
});

describe('mentorship', () => {
  it('validates the form on the server: https LinkedIn, e-mail, bio length, option lists', async () => {
    const { agent } = await signedIn(buildFreelancer);
    for (const [field, value, message] of [
      ['linkedin', 'http://www.linkedin.com/in/x', /https/],
      ['linkedin', 'javascript:alert(1)', /https/],
      ['email', 'not-an-address', /valid e-mail/],
      ['professionalBio', 'Too short.', /at least 50/],
      ['experience', '2to4', /years of experience/],
      ['areaOfExpertise', [], /at least one/],
    ] as const) {
      const response = await agent.post('/api/v1/user/applyAsMentor', mentorForm({ [field]: value }));
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      assert.match(response.json().message, message);
    }
  });

  it('apply → Pending; one open application; declined with a reason → Declined with it; then Accepted and listed', async () => {
    const { built, agent } = await signedIn(buildFreelancer);
    assert.equal((await agent.get('/api/v1/user/getMentorship')).json().status, 'Inactive');
    assert.equal((await agent.post('/api/v1/user/applyAsMentor', mentorForm())).statusCode, 201);
    assert.equal((await agent.post('/api/v1/user/applyAsMentor', mentorForm())).statusCode, 409);
    assert.equal((await agent.get('/api/v1/user/getMentorship')).json().status, 'Pending');

    const { agent: admin } = await signedIn(buildAdmin);
    const first = await pendingApplicationOf(admin, built.user.id, 'mentor');
    const reason = 'Please add a LinkedIn profile that shows your mentoring experience.';
    assert.equal((await decide(admin, first._id, { decision: 'declined', reason })).statusCode, 200);
    const declined = (await agent.get('/api/v1/user/getMentorship')).json();
    assert.deepEqual([declined.status, declined.declineReason], ['Declined', reason]);

    assert.equal((await agent.post('/api/v1/user/applyAsMentor', mentorForm())).statusCode, 201);
    const second = await pendingApplicationOf(admin, built.user.id, 'mentor');
    assert.equal((await decide(admin, second._id, { decision: 'approved' })).statusCode, 200);
    assert.equal((await agent.get('/api/v1/user/getMentorship')).json().status, 'Accepted');
    assert.equal((await agent.post('/api/v1/user/applyAsMentor', mentorForm())).statusCode, 409);

    const { agent: client } = await signedIn(buildClient);
    const mentors = await client.get('/api/v1/user/getMentors?expertise=uiux&limit=50');
    assert.equal(mentors.statusCode, 200, mentors.body);
    const card = mentors.json().mentors.find((row: { _id: string }) => row._id === built.user.id);
    assert.ok(card);
    assert.equal(card.freeSession, true);
    assert.equal(
      JSON.stringify(mentors.json()).includes('mira.mentor@example.test'),
      false,
      'the contact e-mail stays private',
    );
    const otherExpertise = await client.get('/api/v1/user/getMentors?expertise=dataScience&limit=50');
    assert.equal(
      otherExpertise.json().mentors.some((row: { _id: string }) => row._id === built.user.id),
      false,
    );
    assert.equal((await new Agent(ctx).get('/api/v1/user/getMentors')).statusCode, 401);
  });

  it('Get Notified is stored, and subscribers are told once when a mentor is approved', async () => {
    const { built: waiting, agent } = await signedIn(buildClient);
    const subscribed = await agent.post('/api/v1/user/mentorshipSubscription');
    assert.equal(subscribed.statusCode, 200, subscribed.body);
    assert.equal(subscribed.json().message, 'You Will Be Notified');
    assert.equal((await agent.get('/api/v1/user/getMentorship')).json().subscribed, true);

    const { agent: admin } = await signedIn(buildAdmin);
    for (let i = 0; i < 2; i += 1) {
      const { built: mentor, agent: mentorAgent } = await signedIn(buildFreelancer);
      await mentorAgent.post('/api/v1/user/applyAsMentor', mentorForm());
      await decide(admin, (await pendingApplicationOf(admin, mentor.user.id, 'mentor'))._id, { decision: 'approved' });
    }
    const notices = (await notificationsOf(ctx, waiting.user.id)).filter((row) => row.type === 'mentorsAvailable');
    assert.equal(notices.length, 1, 'told once, not per approved mentor');
    assert.equal((await agent.get('/api/v1/user/getMentorship')).json().subscribed, false);
    assert.ok(
      ctx.outbox.messages.some((mail) => mail.to.includes(waiting.email) && /Mentors are here/.test(mail.text)),
    );
    const stopped = await agent.delete('/api/v1/user/mentorshipSubscription');
    assert.equal(stopped.json().subscribed, false);
  });
});
