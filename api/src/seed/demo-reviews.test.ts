import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { JobReviewsResponse, Review } from '@freelane/shared/contracts';
import { Agent } from '../testing/agent';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';

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

interface Talent {
  _id: string;
  fullName: string;
  rating: { average: number | null; count: number };
}
const talent = async (query = '') =>
  (await new Agent(ctx).get(`/api/v1/user/suggestedFreelancers${query}`)).json().users as Talent[];
const reviewsOf = async (userId: string) => (await new Agent(ctx).get(`/api/v1/review/user/${userId}`)).json();
const jobReviews = async (agent: Agent, jobId: string): Promise<JobReviewsResponse> => {
  const response = await agent.get(`/api/v1/review/job/${jobId}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
};

describe('demo reviews (npm start on an empty database)', () => {
  it('give both demo freelancers a rating on Find Talent at once, and the rating sort puts the best first', async () => {
    const everyone = await talent();
    const rating = (name: string) => everyone.find((user) => user.fullName === name)?.rating;
    assert.deepEqual(rating('Ava Patel'), { average: 5, count: 1 });
    assert.deepEqual(rating('Ben Okafor'), { average: 4.3, count: 3 });
    assert.deepEqual(
      (await talent('?sort=rating')).map((user) => user.fullName),
      ['Ava Patel', 'Ben Okafor'],
    );
  });

  it("show Ben's published reviews with replies both ways, newest first, and never Daniel's blind one", async () => {
    const ben = (await talent()).find((user) => user.fullName === 'Ben Okafor');
    assert.ok(ben);
    const listed = await reviewsOf(ben._id);
    assert.deepEqual(listed.rating, { average: 4.3, count: 3 });
    assert.deepEqual(listed.criteria, { communication: 4.7, quality: 4.3, timeliness: 4 });
    assert.deepEqual(
      listed.reviews.map((review: Review) => [review.reviewer.fullName, review.overall, review.reply !== null]),
      [
        ['Tom Becker', 4, false],
        ['Priya Nair', 4, true],
        ['Daniel Moreau', 5, true],
      ],
    );
    for (const review of listed.reviews as Review[]) {
      assert.ok(review.comment.length >= 20 && review.publishedAt, 'a real, published comment');
      assert.ok(review.reviewer.rating.count >= 1, "the client's own rating from Ben's review of them");
    }
    assert.ok(!JSON.stringify(listed).includes('Loyalty card'), 'the open window stays blind');
  });

  it('give Ben a completed job waiting for his review, with Daniel’s written and hidden', async () => {
    const ben = await login('ben');
    const pending = (await ben.get('/api/v1/review/pending')).json().jobs as {
      jobId: string;
      title: string;
      counterpart: { fullName: string };
      closesAt: string;
    }[];
    assert.deepEqual(
      pending.map((item) => [item.title, item.counterpart.fullName]),
      [['Loyalty card and stamp for Café Lumen', 'Daniel Moreau']],
    );
    const daysLeft = (new Date(pending[0].closesAt).getTime() - ctx.app.clock.now().getTime()) / (24 * 60 * 60 * 1000);
    assert.ok(daysLeft > 10 && daysLeft < 12, `about 11 days left (${daysLeft})`);
    const view = await jobReviews(ben, pending[0].jobId);
    assert.deepEqual(
      [view.window?.state, view.canReview, view.theirReviewWritten, view.theirReview, view.myReview],
      ['open', true, true, null, null],
    );
    const notes = (await ben.get('/api/v1/notification/getNotifications?limit=50')).json().notifications as {
      message: string;
      isRead: boolean;
      link: string;
    }[];
    const received = notes.find((note) => note.message.startsWith('Daniel Moreau reviewed you'));
    assert.ok(received && !received.isRead && received.link.includes(pending[0].jobId));
  });

  it("let Clara read Ava's review of her and reply to it; Ava already answered Clara's", async () => {
    const clara = await login('clara');
    const jobs = (await clara.get('/api/v1/job/adminJobs?limit=50')).json().jobs as { _id: string; title: string }[];
    const checkout = jobs.find((job) => job.title === 'Fix the checkout of our online store');
    assert.ok(checkout);
    const view = await jobReviews(clara, checkout._id);
    assert.equal(view.window?.state, 'published');
    assert.equal(view.theirReview?.reviewer.fullName, 'Ava Patel');
    assert.equal(view.theirReview?.overall, 5);
    assert.equal(view.canReply, true);
    assert.match(view.myReview?.reply ?? '', /satisfying bug hunt/);
    assert.equal((await clara.get('/api/v1/review/pending')).json().jobs.length, 0);
  });

  it('leaves nothing for the review tasks at start: every completed demo job has its window', async () => {
    assert.equal(await ctx.app.scheduler.openMissingReviewWindows(), 0);
    assert.equal(await ctx.app.scheduler.publishDueReviews(), 0);
    assert.equal(await ctx.app.scheduler.remindReviews(), 0);
  });
});
