import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { Agent } from '../testing/agent';
import { buildTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ config: { seedDemo: true } });
  for (const account of DEMO_ACCOUNTS) ctx.emails.add(account.email);
});
after(() => ctx.close());

async function login(username: string): Promise<Agent> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  assert.ok(account);
  const agent = new Agent(ctx, account.email);
  const response = await agent.post('/api/v1/user/login', { email: account.email, password: account.password });
  assert.equal(response.statusCode, 200, response.body);
  return agent;
}

const titles = (jobs: { title: string }[]) => jobs.map((job) => job.title);

describe('demo jobs', () => {
  it('gives Clara jobs in every state, with real figures', async () => {
    const clara = await login('clara');
    const mine = (await clara.get('/api/v1/job/adminJobs')).json();
    assert.equal(mine.pagination.total, 5);
    assert.deepEqual(
      mine.jobs.map((job: { status: string }) => job.status).sort(),
      ['active', 'active', 'active', 'completed', 'progress'],
    );
    const stats = (await clara.get('/api/v1/job/clientDashboard')).json().stats;
    assert.deepEqual(stats, { activeJobs: 4, completedJobs: 1, talentConnections: 2, talentConnectionsThisMonth: stats.talentConnectionsThisMonth });
    const proposals = (await clara.get('/api/v1/job/viewJobProposal?status=pending')).json();
    assert.equal(proposals.pagination.total, 3);
    const transactions = (await clara.get('/api/v1/job/transactions')).json();
    assert.equal(transactions.summary.totalTransactions, 2);
    assert.equal(transactions.summary.completedPayments, 600);
  });

  it('gives Ava open jobs to find (one already applied to) and a completed job with earnings', async () => {
    const ava = await login('ava');
    const found = (await ava.get('/api/v1/job/getAllJobs')).json();
    assert.equal(found.pagination.total, 3);
    const bakery = found.jobs.find((job: { title: string }) => job.title.startsWith('Landing page redesign'));
    assert.equal(bakery.myApplication.status, 'pending');
    const projects = (await ava.get('/api/v1/application/getAcceptedJobs')).json();
    assert.deepEqual(titles(projects.applications.map((item: { job: { title: string } }) => item.job)), [
      'Fix the checkout of our online store',
    ]);
    const stats = (await ava.get('/api/v1/job/freelancerStats')).json().stats;
    assert.equal(stats.completedJobs, 1);
    assert.equal(stats.totalEarned, 600);
  });

  it('gives Ben a job in progress and the public list the three open jobs', async () => {
    const ben = await login('ben');
    const projects = (await ben.get('/api/v1/application/getAcceptedJobs?status=progress')).json();
    assert.equal(projects.applications[0].job.title, 'Illustrations for our marketing site');
    assert.equal(projects.applications[0].job.hiredFreelancer.fullName, 'Ben Okafor');
    const open = (await new Agent(ctx).get('/api/v1/job/newAllJobs')).json();
    assert.equal(open.pagination.total, 3);
  });
});
