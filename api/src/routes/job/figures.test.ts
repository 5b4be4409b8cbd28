import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contacts } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { FakeClock } from '../../testing/fake-clock';
import { buildApplication, buildJob, buildUser, jobInput, proposalInput, signIn, type BuiltUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
// Mid-month, so "this month" and "last month" are both a few days away.
const clock = new FakeClock(new Date('2026-11-15T12:00:00.000Z'));
let ctx: TestContext;
let clara: BuiltUser;
let ava: BuiltUser;
let ben: BuiltUser;
const ago = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);

before(async () => {
  ctx = await buildTestApp({ clock });
  clara = await buildUser(ctx, { role: 'client', fullName: 'Clara Client' });
  ava = await buildUser(ctx, { role: 'freelancer', fullName: 'Ava Patel' });
  ben = await buildUser(ctx, { role: 'freelancer', fullName: 'Ben Okafor' });
  const otherClient = await buildUser(ctx, { role: 'client' });

  const hire = async (title: string, freelancer: BuiltUser, salary: number, bid: number | null, extra: Parameters<typeof buildJob>[2]) => {
    const job = await buildJob(ctx, clara, { title, salary, hiredFreelancerId: freelancer.user.id, ...extra });
    if (bid !== null) await buildApplication(ctx, job, freelancer, { status: 'accepted', yourBid: bid });
    return job;
  };
  // Clara: 2 open, 1 progress, 1 paused, 1 review (overdue), 1 completed this month, 1 completed last month, 1 disputed.
  await buildJob(ctx, clara, { title: 'Open A', createdAt: ago(1) });
  const openB = await buildJob(ctx, clara, { title: 'Open B', createdAt: ago(2) });
  await buildApplication(ctx, openB, ava); // pending
  await hire('In progress', ava, 1000, 900, { status: 'progress', hiredAt: ago(3), createdAt: ago(4) });
  await hire('Under review', ava, 500, 450.5, { status: 'paused', hiredAt: ago(6), submittedAt: ago(1), clientReviewDeadline: new Date(clock.now().getTime() + 4 * DAY_MS), createdAt: ago(7) });
  await hire('Late revision', ben, 300, 300, { status: 'review', hiredAt: ago(10), freelancerReviewDeadline: ago(1), createdAt: ago(11) });
  await hire('Done this month', ava, 800, 750, { status: 'completed', hiredAt: ago(12), completedAt: ago(5), createdAt: ago(13) });
  await hire('Done last month', ava, 200, null, { status: 'completed', hiredAt: ago(40), completedAt: ago(30), createdAt: ago(41) });
  await hire('Disputed', ben, 640, 600, { status: 'disputes', hiredAt: ago(20), createdAt: ago(21) });
  await buildApplication(ctx, await buildJob(ctx, otherClient, { title: 'Elsewhere' }), ava, { status: 'rejected' });
  await buildJob(ctx, otherClient, { title: 'Other client job', status: 'completed', hiredFreelancerId: ben.user.id, hiredAt: ago(2), completedAt: ago(1) });

  // Talent connections: two this month, one last month, one plain contact (not a connection).
  const extra = await buildUser(ctx, { role: 'freelancer' });
  const plain = await buildUser(ctx, { role: 'freelancer' });
  await ctx.app.db.insert(contacts).values([
    { userId: clara.user.id, contactId: ava.user.id, connectedAt: ago(3) },
    { userId: clara.user.id, contactId: ben.user.id, connectedAt: ago(10) },
    { userId: clara.user.id, contactId: extra.user.id, connectedAt: ago(20) },
    { userId: clara.user.id, contactId: plain.user.id, connectedAt: null },
  ]);
});
after(() => ctx.close());

/** Twelve months, oldest first, ending with this one (UTC, as "this month" is, on the app's clock): their sum and this month's. */
function assertMonths(months: { month: string; amount: number }[], total: number, thisMonth: number) {
  assert.equal(months.length, 12);
  const now = clock.now();
  assert.equal(months.at(-1)?.month, `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`);
  assert.deepEqual(months.map((entry) => entry.month), [...months.map((entry) => entry.month)].sort());
  assert.equal(months.reduce((sum, entry) => sum + entry.amount, 0), total);
  assert.equal(months.at(-1)?.amount, thisMonth);
}

describe('GET /job/clientDashboard', () => {
  it('counts active (open, in progress, pending review, in revision), completed and talent connections of the caller', async () => {
    const response = await (await signIn(ctx, clara)).get('/api/v1/job/clientDashboard');
    assert.equal(response.statusCode, 200, response.body);
    const { spendingByMonth, ...counts } = response.json().stats;
    // Issue 38's chart: the two completed jobs' agreed amounts: 750 (bid) this month, 200 (budget) last month.
    assertMonths(spendingByMonth, 950, 750);
    assert.deepEqual(counts, {
      activeJobs: 5, // the one definition of active (issue 36): the job in revision counts as it does for Ben
      completedJobs: 2,
      talentConnections: 3,
      talentConnectionsThisMonth: 2,
    });
  });

  it('is for clients only', async () => {
    assert.equal((await (await signIn(ctx, ava)).get('/api/v1/job/clientDashboard')).statusCode, 403);
    assert.equal((await new Agent(ctx).get('/api/v1/job/clientDashboard')).statusCode, 401);
  });
});

describe('GET /job/freelancerStats', () => {
  it('computes the freelancer’s figures from their hires (agreed bid, else budget) and proposals', async () => {
    const response = await (await signIn(ctx, ava)).get('/api/v1/job/freelancerStats');
    assert.equal(response.statusCode, 200, response.body);
    const { earningsByMonth, ...figures } = response.json().stats;
    assertMonths(earningsByMonth, 950, 750);
    assert.deepEqual(figures, {
      activeJobs: 2, // in progress and pending review: the client counts both as active too
      underReview: 1,
      inRevision: 0,
      completedJobs: 2,
      disputedJobs: 0,
      totalEarned: 950, // 750 (bid) + 200 (no proposal: the budget)
      pendingEarnings: 1350.5, // 900 + 450.5
      earnedThisMonth: 750,
      // Nothing here was marked paid or confirmed (issue 36's payment record): all of it awaits confirmation.
      awaitingConfirmation: 950,
      confirmedReceived: 0,
      assistantFeesEarned: 0,
      proposalsSent: 5, // 3 accepted + 1 pending + 1 rejected
      proposalsPending: 1,
      proposalsAccepted: 3,
    });
  });

  it('counts revisions and disputes for the other freelancer, and is for freelancers only', async () => {
    const stats = (await (await signIn(ctx, ben)).get('/api/v1/job/freelancerStats')).json().stats;
    assert.equal(stats.activeJobs, 1, 'a job in revision is still being worked on');
    assert.equal(stats.inRevision, 1);
    assert.equal(stats.disputedJobs, 1);
    assert.equal(stats.completedJobs, 1);
    assert.equal(stats.totalEarned, 500, 'hired without a proposal: the budget is the agreed price');
    assert.equal(stats.pendingEarnings, 300);
    assert.equal((await (await signIn(ctx, clara)).get('/api/v1/job/freelancerStats')).statusCode, 403);
  });
});

describe('GET /job/transactions', () => {
  it('lists one row per hire of the caller with statuses that follow the job, and sums the cards', async () => {
    const response = await (await signIn(ctx, clara)).get('/api/v1/job/transactions?limit=50');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(body.summary, {
      totalTransactions: 6,
      pendingAmount: 1350.5,
      completedPayments: 950,
      // Accepted work nobody marked paid yet: due in full (issue 36).
      dueAmount: 950,
      paidAmount: 0,
      overduePayments: 300,
      assistantFees: 0,
    });
    const byService = new Map(body.transactions.map((row: { service: string }) => [row.service, row]));
    assert.deepEqual(
      body.transactions.map((row: { service: string }) => row.service),
      ['In progress', 'Under review', 'Late revision', 'Done this month', 'Disputed', 'Done last month'],
      'newest hire first',
    );
    const late = byService.get('Late revision') as Record<string, unknown>;
    assert.equal(late.status, 'Overdue');
    assert.equal(late.amount, 300);
    assert.deepEqual(late.freelancer, { _id: ben.user.id, fullName: 'Ben Okafor' });
    assert.deepEqual(late.client, { _id: clara.user.id, fullName: 'Clara Client' });
    assert.match(String(late.reference), /^TX-[0-9A-F]{8}$/);
    assert.equal((byService.get('Disputed') as Record<string, unknown>).status, 'Disputed');
    const done = byService.get('Done this month') as Record<string, unknown>;
    assert.equal(done.status, 'Completed');
    assert.equal(done.date, ago(5).toISOString(), 'a completed payment is dated by its completion');
    assert.equal((byService.get('In progress') as Record<string, unknown>).status, 'Pending');
    const paged = await (await signIn(ctx, clara)).get('/api/v1/job/transactions?limit=4&page=2');
    assert.deepEqual(paged.json().pagination, { page: 2, limit: 4, total: 6, totalPages: 2 });
    assert.equal(paged.json().summary.totalTransactions, 6, 'the cards cover every page');
  });

  it('is for clients only', async () => {
    assert.equal((await (await signIn(ctx, ava)).get('/api/v1/job/transactions')).statusCode, 403);
  });
});

describe('GET /job/adminOverview', () => {
  it('gives admins the counts (active: open, in progress, pending review, in revision) and the recent jobs, paginated', async () => {
    const admin = await buildUser(ctx, { role: 'admin' });
    const response = await (await signIn(ctx, admin)).get('/api/v1/job/adminOverview?limit=3');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(body.counts, { total: 10, completed: 3, active: 6 }, 'the disputed job is counted as disputed, not active');
    assert.equal(body.recentJobs.length, 3);
    assert.deepEqual(body.pagination, { page: 1, limit: 3, total: 10, totalPages: 4 });
    const [first] = body.recentJobs;
    assert.deepEqual(Object.keys(first).sort(), ['_id', 'applicationDeadline', 'createdAt', 'owner', 'status', 'title']);
    const dates = body.recentJobs.map((job: { createdAt: string }) => job.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
  });

  it('refuses clients and freelancers (403) and visitors (401)', async () => {
    assert.equal((await (await signIn(ctx, clara)).get('/api/v1/job/adminOverview')).statusCode, 403);
    const asFreelancer = await (await signIn(ctx, ava)).get('/api/v1/job/adminOverview');
    assert.equal(asFreelancer.statusCode, 403);
    assert.equal(asFreelancer.json().message, 'Only administrators can see the admin overview.');
    assert.equal((await new Agent(ctx).get('/api/v1/job/adminOverview')).statusCode, 401);
  });
});

describe('the dashboards’ figures of hires (cached apart from the rest of a party’s own data)', () => {
  it('are not read again for a proposal or a job post, and follow a hire at once on both sides', async () => {
    const client = await buildUser(ctx, { role: 'client', fullName: 'Hana Hires' });
    const freelancer = await buildUser(ctx, { role: 'freelancer', fullName: 'Femi Figures' });
    const clientAgent = await signIn(ctx, client);
    const freelancerAgent = await signIn(ctx, freelancer);
    const posted = await clientAgent.post('/api/v1/job/postJob', jobInput(ctx, { title: 'A job to hire for', applicationDeadline: '2099-12-31' }));
    assert.equal(posted.statusCode, 201, posted.body);
    const jobId: string = posted.json().job._id;
    const dashboard = async () => (await clientAgent.get('/api/v1/job/clientDashboard')).json().stats;
    const stats = async () => (await freelancerAgent.get('/api/v1/job/freelancerStats')).json().stats;
    const clientBefore = await dashboard();
    assert.equal((await stats()).activeJobs, 0);

    const jobsRepository = ctx.app.repos.jobs;
    const { completedByMonth, freelancerFigures } = jobsRepository;
    const read: string[] = [];
    jobsRepository.completedByMonth = (party, userId, since, timeZone) => {
      read.push(`${party} chart`);
      return completedByMonth.call(jobsRepository, party, userId, since, timeZone);
    };
    jobsRepository.freelancerFigures = (freelancerId, monthStart) => {
      read.push('freelancer figures');
      return freelancerFigures.call(jobsRepository, freelancerId, monthStart);
    };
    try {
      const proposal = proposalInput();
      const applied = await freelancerAgent.post(`/api/v1/application/applyJobs/${jobId}`, proposal);
      assert.equal(applied.statusCode, 201, applied.body);
      // The proposal changed both dashboards (the freelancer's proposals sent), not their hires.
      assert.deepEqual(await dashboard(), clientBefore);
      assert.equal((await stats()).proposalsSent, 1);
      assert.deepEqual(read, [], 'a proposal changes no hire: the figures of hires were not read again');

      // A second job posted: the client's active count follows at once, their spending chart is kept.
      const another = await clientAgent.post('/api/v1/job/postJob', jobInput(ctx, { title: 'Another job', applicationDeadline: '2099-12-31' }));
      assert.equal(another.statusCode, 201, another.body);
      const afterPost = await dashboard();
      assert.equal(afterPost.activeJobs, clientBefore.activeJobs + 1, 'the post shows at once in the active count');
      assert.deepEqual(read, [], 'a job post changes no hire: the spending chart was not read again');

      const applicationId: string = applied.json().job.myApplication._id;
      const accepted = await clientAgent.post(`/api/v1/application/updateStatus/${applicationId}`, { status: 'accepted' });
      assert.equal(accepted.statusCode, 200, accepted.body);
      const hired = await stats();
      assert.equal(hired.activeJobs, 1, 'the hire shows at once on the freelancer’s cached figures');
      assert.equal(hired.pendingEarnings, proposal.yourBid);
      assert.equal((await dashboard()).activeJobs, afterPost.activeJobs, 'open or hired, the job is active');
      assert.deepEqual(
        read.sort(),
        ['client chart', 'freelancer chart', 'freelancer figures'],
        'the hire, a write of the job, read both sides again',
      );
    } finally {
      Object.assign(jobsRepository, { completedByMonth, freelancerFigures });
    }
  });
});
