import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  CLIENT_REVIEW_DAYS,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_WINDOW_DAYS,
  reviewPagePath,
  type Review,
} from '@freelane/shared/contracts';
import { jobs } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { FakeClock } from '../../testing/fake-clock';
import { buildAdmin, buildClient, buildFreelancer, buildJob, buildUser, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import {
  acceptWork,
  buildHiredJob,
  notificationsOf as notificationsIn,
  submitWork,
  zipPart,
} from '../../testing/work-fixtures';
import {
  buildCompletedJob,
  completeJobBetween,
  jobReviews,
  ratingColumns,
  replyTo,
  reviewInput,
  reviewRows,
  submitReview,
  windowRow,
  writeReview,
} from '../../testing/review-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());

const notificationsOf = async (userId: string, type: string) =>
  (await notificationsIn(ctx, userId)).filter((notification) => notification.type === type);
const publicReviews = (userId: string, query = '') => new Agent(ctx).get(`/api/v1/review/user/${userId}${query}`);
const talentCard = async (fullName: string) => {
  const response = await new Agent(ctx).get(`/api/v1/user/suggestedFreelancers?search=${encodeURIComponent(fullName)}`);
  const found = response.json().users.find((user: { fullName: string }) => user.fullName === fullName);
  assert.ok(found, `${fullName} is on Find Talent`);
  return found as { rating: { average: number | null; count: number } };
};
const jobCard = async (agent: Agent, jobId: string) => {
  const response = await agent.get(`/api/v1/job/getJob/${jobId}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().job as { owner: { rating: unknown }; hiredFreelancer: { rating: unknown } };
};
/** Moves the clock to just past the window's end (a minute by default). */
const passClose = async (jobId: string, by = 60_000) =>
  clock.set(new Date((await windowRow(ctx, jobId)).closesAt.getTime() + by));

describe('the review window', () => {
  it('opens when the client accepts the work: both parties invited once, for 14 days', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildCompletedJob(ctx, 'Bakery website');
    const window = await windowRow(ctx, job.id);
    assert.equal(window.opensAt.toISOString(), clock.now().toISOString());
    assert.equal(window.closesAt.getTime() - window.opensAt.getTime(), REVIEW_WINDOW_DAYS * DAY_MS);
    assert.deepEqual(
      [window.clientId, window.freelancerId, window.publishedAt],
      [client.user.id, freelancer.user.id, null],
    );

    for (const [party, other] of [
      [client, freelancer],
      [freelancer, client],
    ]) {
      const invites = await notificationsOf(party.user.id, 'review_window_opened');
      assert.equal(invites.length, 1, `${party.user.fullName} is invited once`);
      assert.equal(invites[0].category, 'Job');
      assert.equal(invites[0].link, reviewPagePath(job.id));
      assert.match(
        invites[0].message,
        new RegExp(`"Bakery website" is complete: you have 14 days to review ${other.user.fullName}\\.`),
      );
    }

    const seen = await jobReviews(clientAgent, job.id);
    assert.deepEqual(seen, {
      success: true,
      window: { state: 'open', opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() },
      counterpart: {
        _id: freelancer.user.id,
        fullName: freelancer.user.fullName,
        username: freelancer.user.username,
        profile: { profilePhoto: null, professionalTitle: null },
        rating: { average: null, count: 0 },
      },
      myReview: null,
      theirReview: null,
      theirReviewWritten: false,
      canReview: true,
      canReply: false,
    });
    assert.equal((await jobReviews(freelancerAgent, job.id)).counterpart?._id, client.user.id);

    // Accepting again changes nothing: one window, no second invitation.
    assert.equal((await acceptWork(clientAgent, job.id)).statusCode, 409);
    assert.equal((await notificationsOf(client.user.id, 'review_window_opened')).length, 1);
  });

  it('opens when the scheduler completes the work after the 5-day review period', async () => {
    const { job, client, freelancer, freelancerAgent } = await buildHiredJob(ctx, { title: 'Auto-completed logo' });
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
    clock.advance({ days: CLIENT_REVIEW_DAYS, minutes: 1 });
    assert.ok((await ctx.app.scheduler.completeOverdueReviews()) >= 1);
    const window = await windowRow(ctx, job.id);
    assert.ok(window, 'the window opened with the completion');
    assert.equal(window.opensAt.toISOString(), clock.now().toISOString());
    assert.equal(window.closesAt.getTime(), clock.now().getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
    for (const party of [client, freelancer]) {
      assert.equal((await notificationsOf(party.user.id, 'review_window_opened')).length, 1);
    }
    assert.equal((await jobReviews(freelancerAgent, job.id)).canReview, true);
  });

  it('is opened by the catch-up for completed jobs that have none (completed before reviews existed), once', async () => {
    const completedAt = new Date(clock.now().getTime() - 40 * DAY_MS);
    const old = await buildHiredJob(ctx, { status: 'completed', title: 'Completed last year' });
    await ctx.app.db.update(jobs).set({ completedAt }).where(eq(jobs.id, old.job.id));
    const nobodyHired = await buildUser(ctx, { role: 'client' });
    const unhired = await buildJob(ctx, nobodyHired, { status: 'completed', completedAt });

    assert.ok((await ctx.app.scheduler.openMissingReviewWindows()) >= 1);
    const window = await windowRow(ctx, old.job.id);
    assert.equal(window.opensAt.toISOString(), completedAt.toISOString());
    // The whole period from when they are told, not 14 days from a completion long past.
    assert.equal(window.closesAt.getTime(), clock.now().getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
    assert.equal(await windowRow(ctx, unhired.id), undefined, 'no window without a freelancer to review');

    assert.equal(await ctx.app.scheduler.openMissingReviewWindows(), 0, 'nothing left to open');
    for (const party of [old.client, old.freelancer]) {
      assert.equal((await notificationsOf(party.user.id, 'review_window_opened')).length, 1);
    }
    assert.equal((await writeReview(old.clientAgent, old.job.id)).publishedAt, null);
  });

  it('is opened on the spot when a party reviews a completed job whose window is missing (a crash)', async () => {
    const crashed = await buildHiredJob(ctx, { status: 'completed', title: 'Completed before a crash' });
    assert.equal(await windowRow(ctx, crashed.job.id), undefined);
    const review = await writeReview(crashed.freelancerAgent, crashed.job.id);
    assert.equal(review.reviewerRole, 'freelancer');
    assert.ok(await windowRow(ctx, crashed.job.id));
    assert.equal((await notificationsOf(crashed.client.user.id, 'review_window_opened')).length, 1);
  });

  it('is not open before the job is completed: the parties see no window and cannot review', async () => {
    const { job, freelancer, clientAgent, freelancerAgent } = await buildHiredJob(ctx);
    const seen = await jobReviews(clientAgent, job.id);
    assert.equal(seen.window, null);
    assert.equal(seen.canReview, false);
    assert.equal(seen.counterpart?._id, freelancer.user.id);
    const early = await submitReview(freelancerAgent, job.id);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, 'You can review once the job is completed.');
    assert.equal((await reviewRows(ctx, job.id)).length, 0);
  });
});

describe('who may see and write reviews', () => {
  it("only the job's client and hired freelancer: anyone else, admins too, gets the 404 of an unknown job", async () => {
    const { job, clientAgent } = await buildCompletedJob(ctx);
    await writeReview(clientAgent, job.id);
    const outsiders = [
      await signIn(ctx, await buildFreelancer(ctx)),
      await signIn(ctx, await buildClient(ctx)),
      await signIn(ctx, await buildAdmin(ctx)),
    ];
    for (const outsider of outsiders) {
      for (const response of [
        await outsider.get(`/api/v1/review/job/${job.id}`),
        await submitReview(outsider, job.id),
      ]) {
        assert.equal(response.statusCode, 404, response.body);
        assert.equal(response.json().message, 'This job does not exist.');
      }
    }
    assert.equal((await reviewRows(ctx, job.id)).length, 1, 'nothing written by an outsider');
    for (const path of [`/api/v1/review/job/${UNKNOWN_ID}`]) {
      assert.equal((await clientAgent.get(path)).statusCode, 404);
      assert.equal((await clientAgent.post(path, reviewInput())).statusCode, 404);
    }
    const visitor = new Agent(ctx);
    assert.equal((await visitor.get(`/api/v1/review/job/${job.id}`)).statusCode, 401);
    assert.equal((await submitReview(visitor, job.id)).statusCode, 401);
    assert.equal((await visitor.get('/api/v1/review/pending')).statusCode, 401);
    assert.equal((await replyTo(visitor, UNKNOWN_ID)).statusCode, 401);
    const badId = await clientAgent.get('/api/v1/review/job/not-a-job');
    assert.equal(badId.statusCode, 400);
    assert.equal(badId.json().message, 'Invalid id.');
  });
});

describe('double-blind reviews', () => {
  it('keep the first review from the other party, third parties and the public list; only its author sees it', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildCompletedJob(ctx, 'Blind job');
    const secret = 'Secret-words: the hero image was late but the code was lovely to read.';
    const response = await submitReview(clientAgent, job.id, reviewInput({ overall: 2, comment: secret }));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(
      response.json().message,
      `Review saved. It stays hidden until ${freelancer.user.fullName} writes theirs or the review period ends; then both are published.`,
    );
    const own: Review = response.json().review;
    assert.deepEqual(
      [
        own.reviewerRole,
        own.revieweeId,
        own.overall,
        own.comment,
        own.publishedAt,
        own.reply,
        own.jobTitle,
        own.reviewer._id,
      ],
      ['client', freelancer.user.id, 2, secret, null, null, 'Blind job', client.user.id],
    );

    const mine = await jobReviews(clientAgent, job.id);
    assert.equal(mine.myReview?.comment, secret);
    assert.equal(mine.myReview?.publishedAt, null);
    assert.deepEqual([mine.canReview, mine.theirReviewWritten, mine.theirReview], [false, false, null]);

    const theirs = await freelancerAgent.get(`/api/v1/review/job/${job.id}`);
    assert.ok(!theirs.body.includes('Secret-words'), 'the other party cannot read it');
    assert.deepEqual(
      [theirs.json().theirReview, theirs.json().theirReviewWritten, theirs.json().canReview, theirs.json().canReply],
      [null, true, true, false],
    );
    const [told] = await notificationsOf(freelancer.user.id, 'review_received');
    assert.equal(told.link, reviewPagePath(job.id));
    assert.ok(!told.message.includes('Secret-words'));
    assert.match(told.message, /reviewed you on "Blind job"\. Write your review of them to read it/);

    const listed = await publicReviews(freelancer.user.id);
    assert.equal(listed.statusCode, 200);
    assert.ok(!listed.body.includes('Secret-words'), 'nor can the public');
    assert.deepEqual(listed.json().reviews, []);
    assert.deepEqual(listed.json().rating, { average: null, count: 0 });
    assert.deepEqual(listed.json().criteria, { communication: null, quality: null, timeliness: null });
    assert.deepEqual(await ratingColumns(ctx, freelancer.user.id), { count: 0, total: 0 });
    assert.deepEqual((await talentCard(freelancer.user.fullName)).rating, { average: null, count: 0 });

    // A hidden review does not exist for the reviewee yet; its author cannot answer themselves.
    const early = await replyTo(freelancerAgent, own._id);
    assert.equal(early.statusCode, 404);
    assert.equal(early.json().message, 'This review does not exist.');
    assert.equal((await replyTo(clientAgent, own._id)).statusCode, 403);
  });

  it('are published together when the second is written: ratings recomputed and shown on every card', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildCompletedJob(ctx, 'Two-sided job');
    // Cached reads before the publication: they must not outlive it.
    assert.deepEqual((await jobCard(clientAgent, job.id)).hiredFreelancer.rating, { average: null, count: 0 });
    assert.deepEqual((await publicReviews(freelancer.user.id)).json().reviews, []);

    await writeReview(clientAgent, job.id, reviewInput({ overall: 4, communication: 5, quality: 4, timeliness: 3 }));
    clock.advance({ minutes: 5 });
    const second = await submitReview(
      freelancerAgent,
      job.id,
      reviewInput({ overall: 5, comment: 'A client who knows what they want and pays on time.' }),
    );
    assert.equal(second.statusCode, 201, second.body);
    assert.equal(
      second.json().message,
      `Review published. You can now read what ${client.user.fullName} wrote about you.`,
    );
    assert.equal(second.json().review.publishedAt, clock.now().toISOString());

    const rows = await reviewRows(ctx, job.id);
    assert.deepEqual(rows.map((row) => row.publishedAt?.toISOString()).sort(), [
      clock.now().toISOString(),
      clock.now().toISOString(),
    ]);
    assert.equal((await windowRow(ctx, job.id)).publishedAt?.toISOString(), clock.now().toISOString());

    const freelancerView = await jobReviews(freelancerAgent, job.id);
    assert.equal(freelancerView.window?.state, 'published');
    assert.equal(freelancerView.theirReview?.overall, 4);
    assert.equal(freelancerView.theirReview?.reviewer._id, client.user.id);
    assert.deepEqual([freelancerView.canReview, freelancerView.canReply], [false, true]);
    assert.equal(
      (await jobReviews(clientAgent, job.id)).theirReview?.comment,
      'A client who knows what they want and pays on time.',
    );

    assert.deepEqual(await ratingColumns(ctx, freelancer.user.id), { count: 1, total: 4 });
    assert.deepEqual(await ratingColumns(ctx, client.user.id), { count: 1, total: 5 });
    const listed = (await publicReviews(freelancer.user.id)).json();
    assert.deepEqual(listed.rating, { average: 4, count: 1 });
    assert.deepEqual(listed.criteria, { communication: 5, quality: 4, timeliness: 3 });
    assert.deepEqual(listed.pagination, { page: 1, limit: 10, total: 1, totalPages: 1 });
    assert.equal(listed.reviews[0].reviewer.rating.average, 5, "the reviewer's own rating shows beside their review");
    assert.deepEqual((await talentCard(freelancer.user.fullName)).rating, { average: 4, count: 1 });
    const card = await jobCard(freelancerAgent, job.id);
    assert.deepEqual(card.hiredFreelancer.rating, { average: 4, count: 1 });
    assert.deepEqual(card.owner.rating, { average: 5, count: 1 });

    for (const [party, other] of [
      [client, freelancer],
      [freelancer, client],
    ]) {
      const published = await notificationsOf(party.user.id, 'reviews_published');
      assert.equal(published.length, 1);
      assert.equal(
        published[0].message,
        `Your reviews for "Two-sided job" are published: read what ${other.user.fullName} wrote about you.`,
      );
    }
  });

  it('rate a freelancer by the mean of their published overall stars, one decimal, newest first and paginated', async () => {
    const freelancer = await buildFreelancer(ctx);
    const freelancerAgent = await signIn(ctx, freelancer);
    for (const [overall, communication] of [
      [5, 5],
      [4, 3],
      [4, 2],
    ]) {
      const built = await buildClient(ctx);
      const job = await completeJobBetween(
        ctx,
        { built, agent: await signIn(ctx, built) },
        freelancer,
        `Job rated ${overall}/${communication}`,
      );
      await writeReview(await signIn(ctx, built), job.id, reviewInput({ overall, communication }));
      await writeReview(freelancerAgent, job.id);
      clock.advance({ minutes: 1 });
    }
    const page1 = (await publicReviews(freelancer.user.id, '?limit=2')).json();
    assert.deepEqual(page1.rating, { average: 4.3, count: 3 });
    assert.deepEqual(page1.criteria, { communication: 3.3, quality: 5, timeliness: 3 });
    assert.deepEqual(page1.pagination, { page: 1, limit: 2, total: 3, totalPages: 2 });
    assert.deepEqual(
      page1.reviews.map((review: Review) => review.jobTitle),
      ['Job rated 4/2', 'Job rated 4/3'],
    );
    const page2 = (await publicReviews(freelancer.user.id, '?limit=2&page=2')).json();
    assert.deepEqual(
      page2.reviews.map((review: Review) => review.jobTitle),
      ['Job rated 5/5'],
    );
    assert.ok(
      page2.reviews.every((review: Review) => review.revieweeId === freelancer.user.id),
      'only reviews about them',
    );

    assert.equal((await publicReviews(UNKNOWN_ID)).statusCode, 404);
    assert.equal((await publicReviews(freelancer.user.id, '?limit=500')).statusCode, 400);
  });
});

describe('one review per party', () => {
  it('refuses a second review and keeps the first as it was', async () => {
    const { job, clientAgent } = await buildCompletedJob(ctx);
    await writeReview(clientAgent, job.id, reviewInput({ overall: 3 }));
    const again = await submitReview(clientAgent, job.id, reviewInput({ overall: 5 }));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'You already reviewed this job. A review cannot be changed.');
    const rows = await reviewRows(ctx, job.id);
    assert.deepEqual(
      rows.map((row) => row.overall),
      [3],
    );
  });

  it('stores one review when the same party submits twice at once (double click)', async () => {
    const { job, freelancerAgent } = await buildCompletedJob(ctx);
    const responses = await Promise.all([submitReview(freelancerAgent, job.id), submitReview(freelancerAgent, job.id)]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [201, 409]);
    assert.equal((await reviewRows(ctx, job.id)).length, 1);
  });

  it('publishes exactly once when both parties submit at the same moment', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildCompletedJob(ctx);
    const responses = await Promise.all([submitReview(clientAgent, job.id), submitReview(freelancerAgent, job.id)]);
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      [201, 201],
    );
    const rows = await reviewRows(ctx, job.id);
    assert.equal(rows.length, 2);
    assert.ok(rows.every((row) => row.publishedAt !== null));
    for (const party of [client, freelancer]) {
      assert.deepEqual(await ratingColumns(ctx, party.user.id), { count: 1, total: 5 });
      assert.equal((await notificationsOf(party.user.id, 'reviews_published')).length, 1);
    }
  });
});

describe('the end of the review period', () => {
  it('publishes a lone review once when the window closes; after that nobody can review', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildCompletedJob(ctx, 'Lone review');
    await writeReview(
      clientAgent,
      job.id,
      reviewInput({ overall: 3, comment: 'Good work in the end, but two deadlines slipped.' }),
    );

    await passClose(job.id, -60_000);
    await ctx.app.scheduler.publishDueReviews();
    assert.equal((await windowRow(ctx, job.id)).publishedAt, null, 'a minute before the close: still blind');
    assert.equal((await jobReviews(freelancerAgent, job.id)).theirReview, null);

    clock.advance({ minutes: 2 });
    await Promise.all([ctx.app.scheduler.publishDueReviews(), ctx.app.scheduler.publishDueReviews()]);
    const window = await windowRow(ctx, job.id);
    assert.equal(window.publishedAt?.toISOString(), clock.now().toISOString());
    const [row] = await reviewRows(ctx, job.id);
    assert.equal(row.publishedAt?.toISOString(), clock.now().toISOString());
    assert.deepEqual(await ratingColumns(ctx, freelancer.user.id), { count: 1, total: 3 });
    assert.deepEqual(await ratingColumns(ctx, client.user.id), { count: 0, total: 0 });

    const [toReviewee] = await notificationsOf(freelancer.user.id, 'reviews_published');
    assert.equal(
      toReviewee.message,
      `The review period for "Lone review" ended: ${client.user.fullName}'s review of you is published. You can reply to it once.`,
    );
    const [toReviewer] = await notificationsOf(client.user.id, 'reviews_published');
    assert.equal(
      toReviewer.message,
      `The review period for "Lone review" ended: your review of ${freelancer.user.fullName} is published.`,
    );
    assert.equal(await ctx.app.scheduler.publishDueReviews(), 0, 'nothing left to publish');
    assert.equal((await notificationsOf(freelancer.user.id, 'reviews_published')).length, 1, 'told once');

    const late = await submitReview(freelancerAgent, job.id);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'The review period for this job has ended: reviews can no longer be written.');
    const view = await jobReviews(freelancerAgent, job.id);
    assert.deepEqual(
      [view.window?.state, view.canReview, view.canReply, view.theirReview?.comment, view.myReview],
      ['published', false, true, 'Good work in the end, but two deadlines slipped.', null],
    );
  });

  it('is applied on read: the page shows the published review without waiting for the scheduler', async () => {
    const { job, freelancer, freelancerAgent, clientAgent } = await buildCompletedJob(ctx);
    await writeReview(
      freelancerAgent,
      job.id,
      reviewInput({ comment: 'Published by the first read after the deadline.' }),
    );
    await passClose(job.id);
    const view = await jobReviews(clientAgent, job.id);
    assert.equal(view.window?.state, 'published');
    assert.equal(view.theirReview?.comment, 'Published by the first read after the deadline.');
    assert.equal((await notificationsOf(freelancer.user.id, 'reviews_published')).length, 1);
  });

  it('closes quietly when nobody wrote anything', async () => {
    const { job, client, clientAgent } = await buildCompletedJob(ctx);
    await passClose(job.id);
    await ctx.app.scheduler.publishDueReviews();
    const view = await jobReviews(clientAgent, job.id);
    assert.deepEqual(
      [view.window?.state, view.canReview, view.myReview, view.theirReviewWritten],
      ['closed', false, null, false],
    );
    assert.equal((await notificationsOf(client.user.id, 'reviews_published')).length, 0);
    assert.equal((await submitReview(clientAgent, job.id)).statusCode, 409);
  });
});

describe('the reminder', () => {
  it('goes once, 2 days before the close, to the party who has not reviewed yet', async () => {
    const { job, client, freelancer, freelancerAgent } = await buildCompletedJob(ctx, 'Reminder job');
    await writeReview(freelancerAgent, job.id);
    const closesAt = (await windowRow(ctx, job.id)).closesAt.getTime();

    clock.set(new Date(closesAt - 2 * DAY_MS - 60_000));
    await ctx.app.scheduler.remindReviews();
    assert.equal((await notificationsOf(client.user.id, 'review_reminder')).length, 0, 'not yet');

    clock.advance({ minutes: 2 });
    await Promise.all([ctx.app.scheduler.remindReviews(), ctx.app.scheduler.remindReviews()]);
    await ctx.app.scheduler.remindReviews();
    const reminders = await notificationsOf(client.user.id, 'review_reminder');
    assert.equal(reminders.length, 1, 'once, even when runs race');
    assert.equal(reminders[0].link, reviewPagePath(job.id));
    assert.equal(
      reminders[0].message,
      `The review period for "Reminder job" closes in 2 days: review ${freelancer.user.fullName} before then. ${freelancer.user.fullName} has already written theirs. After that, the reviews are published as they are.`,
    );
    assert.equal((await notificationsOf(freelancer.user.id, 'review_reminder')).length, 0, 'who wrote is not reminded');
    assert.equal((await windowRow(ctx, job.id)).reminderSentAt?.getTime(), clock.now().getTime());
  });

  it('reminds both parties when neither has written', async () => {
    const { job, client, freelancer } = await buildCompletedJob(ctx);
    clock.set(new Date((await windowRow(ctx, job.id)).closesAt.getTime() - DAY_MS));
    await ctx.app.scheduler.remindReviews();
    for (const party of [client, freelancer]) {
      const [reminder] = await notificationsOf(party.user.id, 'review_reminder');
      assert.match(reminder.message, /closes in 1 day: review .+ before then\. After that/);
    }
  });
});

describe('replies', () => {
  it('let the reviewee answer once, publicly, after publication; the reviewer is told', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildCompletedJob(ctx, 'Replied job');
    const aboutFreelancer = await writeReview(clientAgent, job.id);
    const aboutClient = await writeReview(freelancerAgent, job.id);

    const outsider = await signIn(ctx, await buildFreelancer(ctx));
    const notYours = await replyTo(outsider, aboutFreelancer._id);
    assert.equal(notYours.statusCode, 403);
    assert.equal(notYours.json().message, 'Only the person who was reviewed can reply to a review.');
    assert.equal((await replyTo(clientAgent, aboutFreelancer._id)).statusCode, 403, 'not the author');
    assert.equal((await replyTo(freelancerAgent, UNKNOWN_ID)).statusCode, 404);

    const response = await replyTo(
      freelancerAgent,
      aboutFreelancer._id,
      '  Thank you Clara, the brief made it easy.  ',
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Reply published.');
    assert.equal(response.json().review.reply, 'Thank you Clara, the brief made it easy.');
    assert.equal(response.json().review.repliedAt, clock.now().toISOString());
    const [told] = await notificationsOf(client.user.id, 'review_replied');
    assert.equal(told.message, `${freelancer.user.fullName} replied to your review on "Replied job".`);
    assert.equal(told.link, reviewPagePath(job.id));

    const again = await replyTo(freelancerAgent, aboutFreelancer._id, 'Changing my mind.');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'You already replied to this review. A reply cannot be changed.');
    const listed = (await publicReviews(freelancer.user.id)).json();
    assert.equal(listed.reviews[0].reply, 'Thank you Clara, the brief made it easy.');
    assert.equal((await jobReviews(freelancerAgent, job.id)).canReply, false);

    // The client answers the review they received; two replies at once store one.
    const both = await Promise.all([
      replyTo(clientAgent, aboutClient._id, 'First.'),
      replyTo(clientAgent, aboutClient._id, 'Second.'),
    ]);
    assert.deepEqual(both.map((item) => item.statusCode).sort(), [200, 409]);
    const stored = (await reviewRows(ctx, job.id)).find((row) => row.id === aboutClient._id);
    assert.ok(stored?.reply === 'First.' || stored?.reply === 'Second.');
  });

  it('refuse empty and over-long replies with the contract messages', async () => {
    const { job, clientAgent, freelancerAgent } = await buildCompletedJob(ctx);
    const review = await writeReview(clientAgent, job.id);
    await writeReview(freelancerAgent, job.id);
    const cases: [unknown, string][] = [
      [undefined, 'Please write a reply.'],
      ['   x  ', 'Please write at least 2 characters.'],
      ['y'.repeat(REVIEW_REPLY_MAX_LENGTH + 1), `A reply is at most ${REVIEW_REPLY_MAX_LENGTH} characters.`],
    ];
    for (const [reply, message] of cases) {
      const response = await freelancerAgent.post(`/api/v1/review/${review._id}/reply`, { reply });
      assert.equal(response.statusCode, 400, String(reply));
      assert.equal(response.json().message, message);
    }
    assert.equal((await reviewRows(ctx, job.id)).find((row) => row.id === review._id)?.reply, null);
  });
});

describe('bad review input', () => {
  it('is refused with the sentence of the contract, and nothing is stored', async () => {
    const { job, clientAgent } = await buildCompletedJob(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ overall: 0 }, 'Please rate the overall experience from 1 to 5 stars.'],
      [{ overall: 6 }, 'Please rate the overall experience from 1 to 5 stars.'],
      [{ overall: 2.5 }, 'Please rate the overall experience from 1 to 5 stars.'],
      [{ quality: 'great' }, 'Please rate quality from 1 to 5 stars.'],
      [{ communication: undefined }, 'Please rate communication from 1 to 5 stars.'],
      [{ timeliness: -1 }, 'Please rate timeliness from 1 to 5 stars.'],
      [{ comment: undefined }, 'Please write a comment.'],
      [{ comment: `   ${'a'.repeat(19)}   ` }, 'Please write at least 20 characters.'],
      [
        { comment: 'b'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) },
        `A review is at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`,
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await submitReview(clientAgent, job.id, reviewInput(overrides));
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      assert.equal(response.json().message, message);
    }
    const noBody = await clientAgent.post(`/api/v1/review/job/${job.id}`);
    assert.equal(noBody.statusCode, 400);
    const forged = await clientAgent.post(`/api/v1/review/job/${job.id}`, reviewInput(), { csrf: false });
    assert.equal(forged.statusCode, 403, 'a cross-site form cannot post a review');
    assert.equal((await reviewRows(ctx, job.id)).length, 0);

    // The comment is stored trimmed, the stars as numbers even when a form sent strings.
    const saved = await writeReview(
      clientAgent,
      job.id,
      reviewInput({ overall: '4', comment: `  ${'c'.repeat(25)}  ` }),
    );
    assert.deepEqual([saved.overall, saved.comment], [4, 'c'.repeat(25)]);
  });
});

describe('GET /review/pending', () => {
  it("lists the caller's open windows they have not reviewed yet, closing soonest first", async () => {
    const freelancer = await buildFreelancer(ctx);
    const agent = await signIn(ctx, freelancer);
    const clients = await Promise.all([
      buildUser(ctx, { role: 'client', fullName: 'First Client' }),
      buildUser(ctx, { role: 'client', fullName: 'Second Client' }),
      buildClient(ctx),
    ]);
    const jobs = [];
    for (const [index, built] of clients.entries()) {
      jobs.push(
        await completeJobBetween(ctx, { built, agent: await signIn(ctx, built) }, freelancer, `Pending ${index + 1}`),
      );
      clock.advance({ days: 1 });
    }
    await writeReview(agent, jobs[2].id); // reviewed: no longer pending
    const someoneElse = await buildCompletedJob(ctx); // not theirs

    const response = await agent.get('/api/v1/review/pending');
    assert.equal(response.statusCode, 200, response.body);
    const listed = response.json().jobs as {
      jobId: string;
      title: string;
      counterpart: { fullName: string };
      closesAt: string;
    }[];
    assert.deepEqual(
      listed.map((item) => [item.title, item.counterpart.fullName]),
      [
        ['Pending 1', 'First Client'],
        ['Pending 2', 'Second Client'],
      ],
    );
    assert.equal(listed[0].closesAt, (await windowRow(ctx, jobs[0].id)).closesAt.toISOString());
    assert.ok(!listed.some((item) => item.jobId === someoneElse.job.id));

    // The first window ends: it is no longer pending, for anyone.
    await passClose(jobs[0].id);
    const after = (await agent.get('/api/v1/review/pending')).json().jobs as { title: string }[];
    assert.deepEqual(
      after.map((item) => item.title),
      ['Pending 2'],
    );
  });
});

describe('read-cache freshness', () => {
  it('a read after a publication or a reply shows it, on the public list and the job cards', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildCompletedJob(ctx);
    await writeReview(
      clientAgent,
      job.id,
      reviewInput({ overall: 2, comment: 'Shown as soon as the deadline passes.' }),
    );
    // Fill the caches: the public list, the job's shared view (people and their ratings).
    assert.equal((await publicReviews(freelancer.user.id)).json().reviews.length, 0);
    assert.deepEqual((await jobCard(clientAgent, job.id)).hiredFreelancer.rating, { average: null, count: 0 });

    // The scheduler publishes (no request wrote anything): its change must still reach every reader.
    await passClose(job.id);
    assert.ok((await ctx.app.scheduler.publishDueReviews()) >= 1);
    const listed = (await publicReviews(freelancer.user.id)).json();
    assert.deepEqual(
      [listed.reviews.length, listed.reviews[0]?.comment, listed.rating],
      [1, 'Shown as soon as the deadline passes.', { average: 2, count: 1 }],
    );
    assert.deepEqual((await jobCard(clientAgent, job.id)).hiredFreelancer.rating, { average: 2, count: 1 });
    assert.deepEqual((await jobCard(freelancerAgent, job.id)).owner.rating, { average: null, count: 0 });

    await replyTo(freelancerAgent, listed.reviews[0]._id, 'Noted, thank you for the feedback.');
    assert.equal(
      (await publicReviews(freelancer.user.id)).json().reviews[0].reply,
      'Noted, thank you for the feedback.',
    );
    assert.equal((await notificationsOf(client.user.id, 'review_replied')).length, 1);
  });
});
