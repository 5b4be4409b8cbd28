import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { CLIENT_REVIEW_DAYS, FREELANCER_REVISION_DAYS, jobBody, type JobDraft } from '@freelane/shared/contracts';
import { jobWorkFiles, storedFiles, users } from '../db/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_PAST_CONTRACTS } from './demo-earnings';
import { DEMO_DISPUTE_TITLE } from './demo-disputes';
import { DEMO_DRAFT_TITLE } from './demo-job-drafts';
import { DEMO_REVISION_CHANGES } from './demo-jobs';
import { Agent } from '../testing/agent';
import { readZipArchive } from '../lib/zip-archive';
import { FakeClock } from '../testing/fake-clock';
import { buildTestApp, type TestContext } from '../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAST_TOTAL = DEMO_PAST_CONTRACTS.reduce((sum, past) => sum + past.amount, 0);
const REVIEW_TITLE = 'Newsletter sign-up page for our pottery studio';
const REVISION_TITLE = 'Logo and business cards for a bicycle repair shop';

interface WorkFile {
  _id: string;
  name: string;
  size: number;
  round: number;
  submittedAt: string;
  url: string;
}
interface Job {
  _id: string;
  title: string;
  status: string;
  updatedAt: string;
  submittedAt: string | null;
  clientReviewDeadline: string | null;
  freelancerReviewDeadline: string | null;
  reviewChance: boolean;
  reviewChanges: string | null;
  hiredFreelancer: { fullName: string } | null;
  files: WorkFile[];
}

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ config: { seedDemo: true } });
  for (const account of DEMO_ACCOUNTS) ctx.emails.add(account.email);
});
after(() => ctx.close());

async function login(username: string, context: TestContext = ctx): Promise<Agent> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  assert.ok(account);
  const agent = new Agent(context, account.email);
  const response = await agent.post('/api/v1/user/login', { email: account.email, password: account.password });
  assert.equal(response.statusCode, 200, response.body);
  return agent;
}

const titles = (jobs: { title: string }[]) => jobs.map((job) => job.title);
const time = (iso: string | null) => {
  assert.ok(iso);
  return new Date(iso).getTime();
};

async function claraJob(clara: Agent, title: string): Promise<Job> {
  const mine = (await clara.get('/api/v1/job/adminJobs?limit=50')).json();
  const found = mine.jobs.find((job: Job) => job.title === title);
  assert.ok(found, `Clara has "${title}"`);
  const response = await clara.get(`/api/v1/job/getJob/${found._id}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().job;
}

/** Downloads a delivered file as `agent` and proves it is a valid ZIP archive holding `entry`. */
async function downloadZip(agent: Agent, file: WorkFile, entry: string) {
  const download = await agent.get(file.url);
  assert.equal(download.statusCode, 200, download.body);
  assert.equal(download.headers['content-type'], 'application/zip');
  assert.match(String(download.headers['content-disposition']), /^attachment; filename="[^"]+\.zip"/);
  assert.equal(download.rawPayload.length, file.size);
  const entries = readZipArchive(download.rawPayload);
  assert.ok(entries.get(entry)?.length, `the archive holds ${entry}`);
  return entries;
}

describe('demo jobs', () => {
  it('gives Clara jobs in every state, with real figures', async () => {
    const clara = await login('clara');
    const mine = (await clara.get('/api/v1/job/adminJobs')).json();
    // Eight jobs in every state, and the earlier contracts with Ava behind the charts (issue 38).
    assert.equal(mine.pagination.total, 8 + DEMO_PAST_CONTRACTS.length);
    const all = (await clara.get('/api/v1/job/adminJobs?limit=50')).json().jobs as { status: string }[];
    assert.deepEqual(
      all.map((job) => job.status).sort(),
      ['active', 'active', 'active', ...DEMO_PAST_CONTRACTS.map(() => 'completed'), 'completed', 'disputes', 'paused', 'progress', 'review'],
    );
    const stats = (await clara.get('/api/v1/job/clientDashboard')).json().stats;
    assert.deepEqual(stats, { activeJobs: 6, completedJobs: 1 + DEMO_PAST_CONTRACTS.length, talentConnections: 2, talentConnectionsThisMonth: stats.talentConnectionsThisMonth, spendingByMonth: stats.spendingByMonth });
    // Spending per month (issue 38): twelve months, the earlier contracts each in its own month, summing to what was completed.
    const spent = stats.spendingByMonth as { month: string; amount: number }[];
    assert.equal(spent.length, 12);
    assert.equal(spent.reduce((sum, month) => sum + month.amount, 0), 600 + PAST_TOTAL);
    assert.ok(spent.filter((month) => month.amount > 0).length >= DEMO_PAST_CONTRACTS.length, 'a shape over several months');
    const proposals = (await clara.get('/api/v1/job/viewJobProposal?status=pending')).json();
    assert.equal(proposals.pagination.total, 3);
    const transactions = (await clara.get('/api/v1/job/transactions')).json();
    assert.deepEqual(transactions.summary, {
      totalTransactions: 5 + DEMO_PAST_CONTRACTS.length,
      pendingAmount: 1640, // 880 (illustrations) + 420 (pottery, under review) + 340 (logo, in revision)
      completedPayments: 600 + PAST_TOTAL,
      // The checkout job is marked paid in the demo (issue 36's payment record): nothing accepted is still due.
      dueAmount: 0,
      paidAmount: 600 + PAST_TOTAL, // the earlier contracts are paid and confirmed
      overduePayments: 0,
      assistantFees: 0, // no demo hire went through an appointed assistant
    });
    assert.deepEqual(
      transactions.transactions.map((row: { service: string; amount: number; status: string }) => [row.service, row.amount, row.status]),
      [
        ['Illustrations for our marketing site', 880, 'Pending'],
        [REVIEW_TITLE, 420, 'Pending'],
        [DEMO_DISPUTE_TITLE, 300, 'Disputed'],
        [REVISION_TITLE, 340, 'Pending'],
        ['Fix the checkout of our online store', 600, 'Completed'],
        ...DEMO_PAST_CONTRACTS.map((past) => [past.title, past.amount, 'Completed']),
      ],
    );
  });

  it("screens the bakery's proposals with Clara's saved package, Ava's React profile scoring above Ben's design one", async () => {
    const clara = await login('clara');
    const bakery = await claraJob(clara, 'Landing page redesign for a neighbourhood bakery');
    const screening = (await clara.get(`/api/v1/screening/jobs/${bakery._id}`)).json().screening;
    assert.equal(screening.packageName, 'Small-business websites');
    const packages = (await clara.get('/api/v1/screening/packages')).json().packages;
    assert.deepEqual(
      packages.map((row: { name: string; jobsUsing: number }) => [row.name, row.jobsUsing]),
      [['Small-business websites', 1]],
    );
    const ranked = (await clara.get(`/api/v1/job/viewJobProposal?jobId=${bakery._id}&sort=screening`)).json().applications;
    const scores = ranked.map((row: { applicant: { user: { fullName: string } }; screening: { score: number } }) => [
      row.applicant.user.fullName.split(' ')[0],
      row.screening.score,
    ]);
    assert.deepEqual(
      scores.map(([name]: [string]) => name),
      ['Ava', 'Ben'],
    );
    assert.ok(scores[0][1] > scores[1][1], JSON.stringify(scores));
    assert.equal(ranked[0].applicant.screeningAnswers.length, 1);
  });

  it("gives Clara Ava's work to review: paused, a 5-day deadline and a ZIP she can download", async () => {
    const clara = await login('clara');
    const job = await claraJob(clara, REVIEW_TITLE);
    assert.equal(job.status, 'paused');
    assert.equal(job.hiredFreelancer?.fullName, 'Ava Patel');
    assert.equal(job.reviewChance, false);
    const submittedAt = time(job.submittedAt);
    const now = ctx.app.clock.now().getTime();
    assert.ok(submittedAt < now - 23 * 60 * 60 * 1000 && submittedAt > now - 2 * DAY_MS, 'delivered about a day ago');
    assert.equal(time(job.clientReviewDeadline) - submittedAt, CLIENT_REVIEW_DAYS * DAY_MS);
    assert.ok(time(job.clientReviewDeadline) > now + 3 * DAY_MS, 'about four days left to review');

    assert.equal(job.files.length, 1);
    const [file] = job.files;
    assert.equal(file.round, 1);
    assert.equal(file.name, 'clay-and-kiln-newsletter-page.zip');
    assert.equal(time(file.submittedAt), submittedAt);
    assert.match(file.url, new RegExp(`^/api/v1/job/workFile/${file._id}$`));
    const entries = await downloadZip(clara, file, 'newsletter-page/index.html');
    assert.match(entries.get('newsletter-page/index.html')?.toString() ?? '', /<form /);
    await downloadZip(await login('ava'), file, 'newsletter-page/index.html');
    assert.equal((await (await login('ben')).get(file.url)).statusCode, 404, 'not for the other freelancer');

    // Recorded as a real submission: a 'work' file owned by the freelancer, its bytes in app.storage.
    const [stored] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, file._id));
    const [ava] = await ctx.app.db.select().from(users).where(eq(users.username, 'ava'));
    assert.equal(stored.kind, 'work');
    assert.equal(stored.ownerId, ava.id);
    assert.equal(stored.contentType, 'application/zip');
    assert.equal(stored.storageKey, ctx.app.storage.newKey('work', stored.id));
    assert.equal(stored.createdAt.getTime(), submittedAt);
    assert.equal(ctx.storage.files.get(stored.storageKey)?.length, stored.size);
    const [link] = await ctx.app.db.select().from(jobWorkFiles).where(eq(jobWorkFiles.fileId, file._id));
    assert.deepEqual([link.jobId, link.round, link.submittedAt.getTime()], [job._id, 1, submittedAt]);
  });

  it('leaves the work under review when the scheduler runs at start', async () => {
    // The start-up run is not awaited by ready(); a second run sees the same database.
    assert.equal(await ctx.app.scheduler.completeOverdueReviews(), 0);
    assert.equal((await claraJob(await login('clara'), REVIEW_TITLE)).status, 'paused');
  });

  it('gives Ava open jobs to find (one already applied to), work under review and a completed job with earnings', async () => {
    const ava = await login('ava');
    const found = (await ava.get('/api/v1/job/getAllJobs')).json();
    assert.equal(found.pagination.total, 3);
    const bakery = found.jobs.find((job: { title: string }) => job.title.startsWith('Landing page redesign'));
    assert.equal(bakery.myApplication.status, 'pending');
    const projects = (await ava.get('/api/v1/application/getAcceptedJobs')).json();
    assert.deepEqual(
      projects.applications.map((item: { job: { title: string; status: string }; agreedPrice: number }) => [item.job.title, item.job.status, item.agreedPrice]),
      [
        [REVIEW_TITLE, 'paused', 420],
        ['Fix the checkout of our online store', 'completed', 600],
        ...DEMO_PAST_CONTRACTS.map((past) => [past.title, 'completed', past.amount]),
      ],
    );
    const stats = (await ava.get('/api/v1/job/freelancerStats')).json().stats;
    assert.equal(stats.completedJobs, 1 + DEMO_PAST_CONTRACTS.length);
    assert.equal(stats.totalEarned, 600 + PAST_TOTAL);
    // Earnings per month (issue 38): a shape over the year, summing to Total Earned.
    const earned = stats.earningsByMonth as { month: string; amount: number }[];
    assert.ok(earned.filter((month) => month.amount > 0).length >= DEMO_PAST_CONTRACTS.length);
    assert.equal(earned.reduce((sum, month) => sum + month.amount, 0), stats.totalEarned);
    assert.equal(stats.underReview, 1);
    assert.equal(stats.pendingEarnings, 420);
    assert.deepEqual([stats.proposalsSent, stats.proposalsPending, stats.proposalsAccepted], [4, 1, 2]);
  });

  it('gives Ben a job in progress, a revision to deliver with a live deadline, and the public list the three open jobs', async () => {
    const ben = await login('ben');
    const projects = (await ben.get('/api/v1/application/getAcceptedJobs?status=progress')).json();
    assert.deepEqual(titles(projects.applications.map((item: { job: Job }) => item.job)), ['Illustrations for our marketing site']);
    assert.equal(projects.applications[0].job.hiredFreelancer.fullName, 'Ben Okafor');

    const inRevision = (await ben.get('/api/v1/application/getAcceptedJobs?status=review')).json();
    assert.equal(inRevision.pagination.total, 1);
    const { job, agreedPrice } = inRevision.applications[0] as { job: Job; agreedPrice: number };
    assert.equal(job.title, REVISION_TITLE);
    assert.equal(agreedPrice, 340);
    assert.equal(job.reviewChance, true);
    assert.equal(job.reviewChanges, DEMO_REVISION_CHANGES);
    // The revision was asked (updatedAt) after the delivery and before the client's deadline ran out.
    const requestedAt = time(job.updatedAt);
    assert.ok(time(job.submittedAt) < requestedAt && requestedAt < time(job.clientReviewDeadline));
    assert.equal(time(job.freelancerReviewDeadline) - requestedAt, FREELANCER_REVISION_DAYS * DAY_MS);
    const now = ctx.app.clock.now().getTime();
    assert.ok(time(job.freelancerReviewDeadline) > now + 2 * DAY_MS, 'the countdown has days left');
    assert.deepEqual(
      job.files.map((file) => [file.name, file.round]),
      [['spoke-and-chain-logo-v1.zip', 1]],
    );
    await downloadZip(ben, job.files[0], 'logo/spoke-and-chain.svg');
    await downloadZip(await login('clara'), job.files[0], 'logo/spoke-and-chain.svg');

    const stats = (await ben.get('/api/v1/job/freelancerStats')).json().stats;
    assert.equal(stats.activeJobs, 2);
    assert.equal(stats.inRevision, 1);
    assert.equal(stats.pendingEarnings, 1220);
    assert.deepEqual([stats.proposalsSent, stats.proposalsPending, stats.proposalsAccepted], [6, 2, 3]);

    const open = (await new Agent(ctx).get('/api/v1/job/newAllJobs')).json();
    assert.equal(open.pagination.total, 3);
  });

  it('gives Clara a job Ben drafted for her, waiting for her approval, and Ben the appointment he drafts under', async () => {
    const clara = await login('clara');
    const ben = await login('ben');
    const waiting = (await clara.get('/api/v1/hiring/drafts?as=client&status=pending')).json().drafts as JobDraft[];
    assert.deepEqual(
      waiting.map((draft) => [draft.job.title, draft.assistant.fullName, draft.status]),
      [[DEMO_DRAFT_TITLE, 'Ben Okafor', 'pending']],
    );
    assert.ok(jobBody.safeParse(waiting[0]?.job).success, 'Clara can approve it as it is');
    const sent = (await ben.get('/api/v1/hiring/drafts?as=assistant')).json().drafts as JobDraft[];
    assert.deepEqual(sent.map((draft) => draft._id), [waiting[0]?._id]);
    const cards = (await ben.get('/api/v1/hiring/clients')).json().clients as { status: string; client: { fullName: string }; job: { title: string } }[];
    assert.deepEqual(
      cards.map((card) => [card.client.fullName, card.job.title, card.status]),
      [['Clara Client', 'Brand identity refresh for a tea shop', 'accepted']],
    );
    const bell = (await clara.get('/api/v1/notification/getUnreadNotifications')).json().notifications as { type: string; link: string }[];
    assert.deepEqual(
      bell.filter((notification) => notification.type === 'jobDraftReceived').map((notification) => notification.link),
      ['/client-dashboard?drafts=1'],
    );
  });
});

describe('demo work under review and the scheduler', () => {
  const clock = new FakeClock();
  let clocked: TestContext;
  before(async () => {
    clocked = await buildTestApp({ config: { seedDemo: true }, clock });
    for (const account of DEMO_ACCOUNTS) clocked.emails.add(account.email);
  });
  after(() => clocked.close());

  it('is completed automatically only once its 5-day review period ends', async () => {
    assert.equal(await clocked.app.scheduler.completeOverdueReviews(), 0, 'nothing at start');
    clock.advance({ days: CLIENT_REVIEW_DAYS - 1, minutes: -1 });
    assert.equal(await clocked.app.scheduler.completeOverdueReviews(), 0, 'still a minute left');
    clock.advance({ minutes: 1 });
    assert.equal(await clocked.app.scheduler.completeOverdueReviews(), 1);
    const job = await claraJob(await login('clara', clocked), REVIEW_TITLE);
    assert.equal(job.status, 'completed');
  });
});
