import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Job, JobReviewsResponse, SubmitReviewBody } from '@freelane/shared/contracts';
import {
  buildCurrentUser,
  buildReview,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import { buildJob, buildJobPerson } from '../testing/build-job';
import { buildJobReviews } from '../testing/build-job-reviews';
import CompletedJobs from './completed-jobs';
import { reviewEndpoints } from '@freelane/shared/contracts/endpoints/review';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const freelancer = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor' });
const owner = buildJobPerson({ _id: client._id, fullName: 'Clara Client' });
const ben = buildJobPerson({ _id: freelancer._id, fullName: 'Ben Okafor' });

const completedJob = (overrides: Partial<Job> = {}) =>
  buildJob({
    title: 'Landing page redesign',
    owner,
    status: 'completed',
    hiredFreelancer: ben,
    hiredAt: '2026-11-03T09:00:00.000Z',
    completedAt: '2026-11-12T08:00:00.000Z',
    ...overrides,
  });

/** Serves the job and its review state; the state may be swapped by a test's POST handler. */
function serveReviews(job: Job, initial: JobReviewsResponse) {
  const state = { current: initial, reads: 0 };
  server.use(
    mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })),
    mockEndpoint(reviewEndpoints.getJobReviews, ({ params }) => {
      expect(params.jobId).toBe(job._id);
      state.reads += 1;
      return HttpResponse.json(state.current);
    }),
  );
  return state;
}

const open = (job: Job, as = client) =>
  renderPage(<CompletedJobs />, { route: `/completedJobs?jobId=${job._id}#reviews`, signedInAs: as });
const reviewsSection = () => screen.findByRole('region', { name: 'Reviews' });
const stars = (group: string, count: number) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
    name: `${count} ${count === 1 ? 'star' : 'stars'}`,
  });

describe('Reviews on /completedJobs', () => {
  // The reviews' forms are an island (issue 39): compiled once here, not inside a test's wait.
  beforeAll(() => import('../features/reviews/components/review-window-island'), 60_000);

  // jsdom has no scrolling; one test watches the jump to #reviews.
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('lands on #reviews and lists every rule the form breaks before sending anything', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const job = completedJob();
    serveReviews(job, buildJobReviews({ counterpart: ben }));
    const posts: unknown[] = [];
    server.use(
      mockEndpoint(reviewEndpoints.submitReview, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ success: false, message: 'Not expected.' }, { status: 500 });
      }),
    );
    const { user } = open(job);

    const section = await reviewsSection();
    expect(section).toHaveAttribute('id', 'reviews');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(section);
    // The form is an island (issue 39): it shows once its module has loaded.
    expect(
      await within(section).findByText(/Reviews are double-blind: Ben Okafor sees yours only once/),
    ).toHaveTextContent('closes on 26 Nov 2026');

    await user.click(within(section).getByRole('button', { name: 'Submit Review' }));
    for (const text of [
      'Please rate the overall experience from 1 to 5 stars.',
      'Please rate communication from 1 to 5 stars.',
      'Please rate quality from 1 to 5 stars.',
      'Please rate timeliness from 1 to 5 stars.',
      'Please write at least 20 characters.',
    ]) {
      expect(await within(section).findByText(text)).toBeInTheDocument();
    }
    // The first wrong field takes the focus and reads its message (the plain kit, issue 39).
    const overall = within(section).getByRole('radiogroup', { name: 'Overall experience' });
    expect(overall).toHaveFocus();
    expect(overall).toHaveAttribute('aria-invalid', 'true');
    expect(overall).toHaveAccessibleDescription('Please rate the overall experience from 1 to 5 stars.');
    await user.type(within(section).getByRole('textbox', { name: 'Your review' }), 'Too short');
    expect(within(section).getByText('9 / 2000')).toBeInTheDocument();
    expect(within(section).getByText('Please write at least 20 characters.')).toBeInTheDocument();
    await user.click(stars('Overall experience', 4));
    // A second click on the given star keeps the rating (antd's Rate with allowClear={false}).
    await user.click(stars('Overall experience', 4));
    expect(stars('Overall experience', 4)).toBeChecked();
    await waitFor(() =>
      expect(
        within(section).queryByText('Please rate the overall experience from 1 to 5 stars.'),
      ).not.toBeInTheDocument(),
    );
    expect(posts).toEqual([]);
  });

  it('sends the stars and the comment, then says the review stays hidden until the other side writes', async () => {
    const job = completedJob();
    const state = serveReviews(job, buildJobReviews({ counterpart: ben }));
    const posts: SubmitReviewBody[] = [];
    server.use(
      mockEndpoint(reviewEndpoints.submitReview, async ({ request }) => {
        const body = (await request.json()) as SubmitReviewBody;
        posts.push(body);
        const review = buildReview({
          ...body,
          jobId: job._id,
          reviewer: owner,
          revieweeId: ben._id,
          publishedAt: null,
        });
        state.current = buildJobReviews({ counterpart: ben, myReview: review, canReview: false });
        return HttpResponse.json({ success: true, message: 'Your review is saved.', review });
      }),
    );
    const { user } = open(job);
    await screen.findByRole('form', { name: 'Review Ben Okafor' });

    await user.click(stars('Overall experience', 5));
    await user.click(stars('Communication', 4));
    await user.click(stars('Quality', 5));
    // Keyboard: Tab from Quality's stars reaches Timeliness' group (one stop per group, as native
    // radios), Space gives the focused star, the arrow keys move the rating.
    await user.tab();
    const first = stars('Timeliness', 1);
    expect(first).toHaveFocus();
    expect(first).not.toBeChecked();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(stars('Timeliness', 3)).toHaveFocus();
    expect(stars('Timeliness', 3)).toBeChecked();
    expect(first).not.toBeChecked();
    await user.type(
      screen.getByRole('textbox', { name: 'Your review' }),
      '  Clear brief, quick answers and fair feedback.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Your review is saved.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        overall: 5,
        communication: 4,
        quality: 5,
        timeliness: 3,
        comment: 'Clear brief, quick answers and fair feedback.',
      },
    ]);
    const section = await reviewsSection();
    expect(
      await within(section).findByText(
        'Your review is submitted; it stays hidden until Ben Okafor writes theirs or the window closes on 26 Nov 2026.',
      ),
    ).toBeInTheDocument();
    const mine = within(section).getByRole('article', { name: 'Review by Clara Client' });
    expect(within(mine).getByRole('img', { name: 'Timeliness: 3 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(state.reads).toBe(2);
  });

  it("tells the one still to write that the other side's review is waiting, without showing it", async () => {
    const job = completedJob();
    serveReviews(job, buildJobReviews({ counterpart: owner, theirReviewWritten: true }));
    open(job, freelancer);
    const section = await reviewsSection();
    expect(await within(section).findByText('Clara Client has already written their review')).toBeInTheDocument();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
    expect(within(section).getByRole('form', { name: 'Review Clara Client' })).toBeInTheDocument();
  });

  it('shows both published reviews and lets the reviewee reply once', async () => {
    const job = completedJob();
    const theirs = buildReview({
      jobId: job._id,
      reviewer: ben,
      reviewerRole: 'freelancer',
      revieweeId: client._id,
      overall: 4,
      comment: 'A clear brief and quick answers to every question.',
    });
    const mine = buildReview({
      jobId: job._id,
      reviewer: owner,
      revieweeId: ben._id,
      comment: 'Excellent, careful work, delivered early.',
    });
    const published = buildJobReviews({
      counterpart: ben,
      window: { state: 'published', opensAt: '2026-11-12T08:00:00.000Z', closesAt: '2026-11-26T08:00:00.000Z' },
      myReview: mine,
      theirReview: theirs,
      theirReviewWritten: true,
      canReview: false,
      canReply: true,
    });
    const state = serveReviews(job, published);
    const replies: unknown[] = [];
    server.use(
      mockEndpoint(reviewEndpoints.replyReview, async ({ request, params }) => {
        expect(params.reviewId).toBe(theirs._id);
        const body = (await request.json()) as { reply: string };
        replies.push(body);
        const replied = { ...theirs, reply: body.reply, repliedAt: '2026-11-20T10:00:00.000Z' };
        state.current = { ...published, theirReview: replied, canReply: false };
        return HttpResponse.json({ success: true, message: 'Your reply is published.', review: replied });
      }),
    );
    const { user } = open(job);
    const section = await reviewsSection();

    const received = await within(section).findByRole('article', { name: 'Review by Ben Okafor' });
    expect(received).toHaveTextContent('A clear brief and quick answers to every question.');
    expect(within(received).getByRole('img', { name: 'Overall: 4 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).getByRole('article', { name: 'Review by Clara Client' })).toHaveTextContent(
      'Excellent, careful work, delivered early.',
    );
    expect(within(section).getByRole('heading', { name: 'Ben Okafor’s review of you' })).toBeInTheDocument();

    await user.click(within(received).getByRole('button', { name: 'Post Reply' }));
    expect(await within(received).findByText('Please write at least 2 characters.')).toBeInTheDocument();
    await user.type(within(received).getByRole('textbox', { name: 'Your reply' }), 'Thank you, Ben!');
    await user.click(within(received).getByRole('button', { name: 'Post Reply' }));

    expect(await screen.findByText('Your reply is published.')).toBeInTheDocument();
    expect(replies).toEqual([{ reply: 'Thank you, Ben!' }]);
    await waitFor(() =>
      expect(within(section).queryByRole('form', { name: 'Reply to this review' })).not.toBeInTheDocument(),
    );
    const answered = within(section).getByRole('article', { name: 'Review by Ben Okafor' });
    expect(answered).toHaveTextContent('Reply from Clara Client');
    expect(answered).toHaveTextContent('Thank you, Ben!');
  });

  it('offers no reply where the API says there is none to give, and names a review never written', async () => {
    const job = completedJob();
    serveReviews(
      job,
      buildJobReviews({
        counterpart: ben,
        window: { state: 'published', opensAt: '2026-11-12T08:00:00.000Z', closesAt: '2026-11-26T08:00:00.000Z' },
        myReview: buildReview({ jobId: job._id, reviewer: owner, revieweeId: ben._id }),
        canReview: false,
      }),
    );
    open(job);
    const section = await reviewsSection();
    expect(await within(section).findByText('Ben Okafor did not write a review.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Post Reply' })).not.toBeInTheDocument();
  });

  it('says when the window closed without reviews', async () => {
    const job = completedJob();
    serveReviews(
      job,
      buildJobReviews({
        counterpart: ben,
        window: { state: 'closed', opensAt: '2026-11-12T08:00:00.000Z', closesAt: '2026-11-26T08:00:00.000Z' },
        canReview: false,
      }),
    );
    open(job);
    const section = await reviewsSection();
    expect(
      await within(section).findByText('The review window closed on 26 Nov 2026 without any reviews.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a failed load of the reviews with a working retry', async () => {
    const job = completedJob();
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })),
      mockEndpoint(reviewEndpoints.getJobReviews, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Reviews are resting.' }, { status: 503 })
          : HttpResponse.json(buildJobReviews({ counterpart: ben }));
      }),
    );
    const { user } = open(job);
    const section = await reviewsSection();
    expect(await within(section).findByText('Reviews are resting.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('form', { name: 'Review Ben Okafor' })).toBeInTheDocument();
  });

  it('has no reviews before completion, nor for an admin looking at the contract', async () => {
    const inProgress = completedJob({ status: 'progress', completedAt: null });
    server.use(mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job: inProgress })));
    const first = open(inProgress);
    expect(await screen.findByRole('heading', { name: 'Landing page redesign' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    first.unmount();

    const done = completedJob();
    server.use(mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job: done })));
    open(done, buildCurrentUser({ role: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Landing page redesign' })).toBeInTheDocument();
    // Unmocked calls fail the test: the admin's page asks for no review state at all.
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
  });
});
