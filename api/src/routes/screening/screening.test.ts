import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { buildClient, buildFreelancer, buildJob, proposalInput, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const QUESTION = 'Which similar shop have you built, and what did it sell?';
const CRITERIA = {
  questions: [QUESTION],
  requiredSkills: ['React'],
  portfolioRequired: true,
  minCompletedProjects: 3,
  minRating: 4,
  maxTimeline: '2to3Weeks',
};

/** A freelancer with these profile figures (skills, completed projects, published rating). */
async function freelancerWith(figures: Partial<typeof users.$inferInsert>) {
  const built = await buildFreelancer(ctx);
  await ctx.app.db.update(users).set(figures).where(eq(users.id, built.user.id));
  return built;
}

async function signedInClient() {
  const built = await buildClient(ctx);
  return { built, agent: await signIn(ctx, built) };
}

describe('screening packages', () => {
  it('a client saves, lists, renames and deletes its own packages; names are unique per client', async () => {
    const { agent } = await signedInClient();
    const created = await agent.post('/api/v1/screening/packages', { name: 'Senior React', criteria: CRITERIA });
    assert.equal(created.statusCode, 201, created.body);
    const saved = created.json().package;
    assert.deepEqual(saved.criteria, CRITERIA);
    assert.equal(saved.jobsUsing, 0);

    const duplicate = await agent.post('/api/v1/screening/packages', { name: 'senior react', criteria: CRITERIA });
    assert.equal(duplicate.statusCode, 409);
    assert.match(duplicate.json().message, /already have a package named/);

    const listed = (await agent.get('/api/v1/screening/packages')).json();
    assert.deepEqual(
      listed.packages.map((row: { _id: string }) => row._id),
      [saved._id],
    );
    assert.equal(listed.pagination.total, 1);

    const renamed = await agent.put(`/api/v1/screening/packages/${saved._id}`, {
      name: 'Shop builders',
      criteria: { portfolioRequired: true },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().package.name, 'Shop builders');
    assert.deepEqual(renamed.json().package.criteria.questions, []);

    assert.equal((await agent.delete(`/api/v1/screening/packages/${saved._id}`)).statusCode, 200);
    assert.equal((await agent.delete(`/api/v1/screening/packages/${saved._id}`)).statusCode, 404);
    assert.equal((await agent.get('/api/v1/screening/packages')).json().pagination.total, 0);
  });

  it('refuses empty or invalid criteria with a message', async () => {
    const { agent } = await signedInClient();
    const empty = await agent.post('/api/v1/screening/packages', { name: 'Nothing', criteria: {} });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().message, /Choose at least one screening tool/);
    const badRating = await agent.post('/api/v1/screening/packages', {
      name: 'Odd rating',
      criteria: { minRating: 4.3 },
    });
    assert.equal(badRating.statusCode, 400);
    const tooMany = await agent.post('/api/v1/screening/packages', {
      name: 'Quiz',
      criteria: { questions: Array.from({ length: 6 }, (_, i) => `Question number ${i}?`) },
    });
    assert.equal(tooMany.statusCode, 400);
  });

  it("no one reads or changes another client's package; freelancers and visitors have none", async () => {
    const owner = await signedInClient();
    const other = await signedInClient();
    const saved = (await owner.agent.post('/api/v1/screening/packages', { name: 'Mine', criteria: CRITERIA })).json()
      .package;
    assert.equal((await other.agent.get('/api/v1/screening/packages')).json().packages.length, 0);
    assert.equal(
      (await other.agent.put(`/api/v1/screening/packages/${saved._id}`, { name: 'Taken', criteria: CRITERIA }))
        .statusCode,
      404,
    );
    assert.equal((await other.agent.delete(`/api/v1/screening/packages/${saved._id}`)).statusCode, 404);
    const job = await buildJob(ctx, other.built);
    assert.equal((await other.agent.put(`/api/v1/screening/jobs/${job.id}`, { packageId: saved._id })).statusCode, 404);

    const freelancer = await signIn(ctx, await buildFreelancer(ctx));
    assert.equal((await freelancer.get('/api/v1/screening/packages')).statusCode, 403);
    assert.equal(
      (await freelancer.post('/api/v1/screening/packages', { name: 'Mine', criteria: CRITERIA })).statusCode,
      403,
    );
    const visitor = new Agent(ctx);
    assert.equal((await visitor.get('/api/v1/screening/packages')).statusCode, 401);
  });
});

describe('job screening', () => {
  it("the owner applies a package (a copy) or its own criteria; others read an open job's, nobody else sets them", async () => {
    const owner = await signedInClient();
    const job = await buildJob(ctx, owner.built);
    const saved = (
      await owner.agent.post('/api/v1/screening/packages', { name: 'Shop builders', criteria: CRITERIA })
    ).json().package;

    const applied = await owner.agent.put(`/api/v1/screening/jobs/${job.id}`, { packageId: saved._id });
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal(applied.json().screening.packageName, 'Shop builders');
    assert.equal((await owner.agent.get('/api/v1/screening/packages')).json().packages[0].jobsUsing, 1);

    // Editing the package later changes no job.
    await owner.agent.put(`/api/v1/screening/packages/${saved._id}`, {
      name: 'Shop builders',
      criteria: { portfolioRequired: true },
    });
    const freelancer = await signIn(ctx, await buildFreelancer(ctx));
    const read = await freelancer.get(`/api/v1/screening/jobs/${job.id}`);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().screening.criteria, CRITERIA);

    const stranger = await signedInClient();
    assert.equal(
      (await stranger.agent.put(`/api/v1/screening/jobs/${job.id}`, { criteria: CRITERIA })).statusCode,
      403,
    );
    assert.equal((await stranger.agent.delete(`/api/v1/screening/jobs/${job.id}`)).statusCode, 403);
    assert.equal((await freelancer.put(`/api/v1/screening/jobs/${job.id}`, { criteria: CRITERIA })).statusCode, 403);

    const own = await owner.agent.put(`/api/v1/screening/jobs/${job.id}`, { criteria: { maxTimeline: '1to2Weeks' } });
    assert.equal(own.json().screening.packageName, null);
    assert.equal((await owner.agent.delete(`/api/v1/screening/jobs/${job.id}`)).statusCode, 200);
    assert.equal((await freelancer.get(`/api/v1/screening/jobs/${job.id}`)).json().screening, null);
  });

  it('a job no longer taking proposals cannot be screened, and is hidden from non-parties', async () => {
    const owner = await signedInClient();
    const hiredFreelancer = await buildFreelancer(ctx);
    const job = await buildJob(ctx, owner.built, { status: 'progress', hiredFreelancerId: hiredFreelancer.user.id });
    const closed = await owner.agent.put(`/api/v1/screening/jobs/${job.id}`, { criteria: CRITERIA });
    assert.equal(closed.statusCode, 409);
    assert.equal((await owner.agent.get(`/api/v1/screening/jobs/${job.id}`)).statusCode, 200);
    const outsider = await signIn(ctx, await buildFreelancer(ctx));
    assert.equal((await outsider.get(`/api/v1/screening/jobs/${job.id}`)).statusCode, 404);
  });
});

describe('screened proposals', () => {
  it('every question must be answered; Job Applicants shows pass / fail per criterion and sorts by score', async () => {
    const owner = await signedInClient();
    const job = await buildJob(ctx, owner.built);
    await owner.agent.put(`/api/v1/screening/jobs/${job.id}`, { criteria: CRITERIA });

    // Meets everything: React on the profile, 5 projects, 4.5 stars, a portfolio, two weeks.
    const strong = await freelancerWith({
      subCategory: ['react', 'Node'],
      projectCompleted: 5,
      ratingCount: 2,
      ratingTotal: 9,
    });
    // Meets only the question and the timeline.
    const weak = await freelancerWith({ subCategory: ['Figma'], projectCompleted: 0 });
    const strongAgent = await signIn(ctx, strong);
    const weakAgent = await signIn(ctx, weak);

    const unanswered = await strongAgent.post(`/api/v1/application/applyJobs/${job.id}`, proposalInput());
    assert.equal(unanswered.statusCode, 400);
    assert.match(unanswered.json().message, /answer every screening question/);
    const blank = await strongAgent.post(
      `/api/v1/application/applyJobs/${job.id}`,
      proposalInput({ screeningAnswers: [{ question: QUESTION, answer: '   ' }] }),
    );
    assert.equal(blank.statusCode, 400);

    const answers = [
      { question: 'A question the job never asked?', answer: 'Dropped.' },
      { question: QUESTION, answer: 'A pottery shop on Shopify, selling handmade mugs.' },
    ];
    assert.equal(
      (await strongAgent.post(`/api/v1/application/applyJobs/${job.id}`, proposalInput({ screeningAnswers: answers })))
        .statusCode,
      201,
    );
    assert.equal(
      (
        await weakAgent.post(
          `/api/v1/application/applyJobs/${job.id}`,
          proposalInput({ screeningAnswers: answers, portfolio: '', estimatedTimeLine: '1to3Months' }),
        )
      ).statusCode,
      201,
    );

    // Newest first: the weak proposal came last.
    const newest = (await owner.agent.get(`/api/v1/job/viewJobProposal?jobId=${job.id}`)).json().applications;
    assert.deepEqual(
      newest.map((row: { applicant: { user: { _id: string } } }) => row.applicant.user._id),
      [weak.user.id, strong.user.id],
    );
    const strongRow = newest[1];
    assert.deepEqual(strongRow.applicant.screeningAnswers, [answers[1]]);
    assert.equal(strongRow.screening.score, 100);
    assert.equal(strongRow.screening.total, 6);
    const weakChecks = Object.fromEntries(
      newest[0].screening.checks.map((check: { tool: string; passed: boolean; detail: string }) => [check.tool, check]),
    );
    assert.equal(weakChecks.questions.passed, true);
    assert.equal(weakChecks.requiredSkills.passed, false);
    assert.equal(weakChecks.requiredSkills.detail, 'Missing React');
    assert.equal(weakChecks.portfolio.passed, false);
    assert.equal(weakChecks.minCompletedProjects.detail, '0 of 3 projects');
    assert.equal(weakChecks.minRating.detail, 'No reviews yet (needs 4)');
    assert.equal(weakChecks.maxTimeline.passed, false);
    assert.equal(newest[0].screening.score, 17);

    const ranked = (await owner.agent.get(`/api/v1/job/viewJobProposal?jobId=${job.id}&sort=screening&limit=1`)).json();
    assert.equal(ranked.applications[0].applicant.user._id, strong.user.id);
    assert.equal(ranked.pagination.total, 2);
    const second = (
      await owner.agent.get(`/api/v1/job/viewJobProposal?jobId=${job.id}&sort=screening&limit=1&page=2`)
    ).json();
    assert.equal(second.applications[0].applicant.user._id, weak.user.id);

    const acrossJobs = await owner.agent.get('/api/v1/job/viewJobProposal?sort=screening');
    assert.equal(acrossJobs.statusCode, 400);

    // The applicant reads their own answers, never the verdict.
    const own = (await strongAgent.get('/api/v1/application/getAppliedJobs')).json().applications[0];
    assert.equal(own.screening, null);
    assert.deepEqual(own.applicant.screeningAnswers, [answers[1]]);
  });

  it('editing a proposal keeps the answers matched to the questions', async () => {
    const owner = await signedInClient();
    const job = await buildJob(ctx, owner.built);
    await owner.agent.put(`/api/v1/screening/jobs/${job.id}`, { criteria: { questions: [QUESTION] } });
    const freelancer = await signIn(ctx, await buildFreelancer(ctx));
    const applied = await freelancer.post(
      `/api/v1/application/applyJobs/${job.id}`,
      proposalInput({ screeningAnswers: [{ question: QUESTION, answer: 'A bakery.' }] }),
    );
    assert.equal(applied.statusCode, 201, applied.body);
    const applicationId = applied.json().job.myApplication._id;
    const missing = await freelancer.post(`/api/v1/application/updateApplication/${applicationId}`, proposalInput());
    assert.equal(missing.statusCode, 400);
    const edited = await freelancer.post(
      `/api/v1/application/updateApplication/${applicationId}`,
      proposalInput({ screeningAnswers: [{ question: QUESTION, answer: 'A bakery and a florist.' }] }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    const row = (await owner.agent.get(`/api/v1/job/viewJobProposal?jobId=${job.id}`)).json().applications[0];
    assert.equal(row.applicant.screeningAnswers[0].answer, 'A bakery and a florist.');
    assert.equal(row.screening.score, 100);
  });
});
