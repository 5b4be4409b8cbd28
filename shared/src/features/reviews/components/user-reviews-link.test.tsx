import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  buildReview,
  buildReviewPerson,
  buildUserReviewsPage,
  renderWithProviders,
  server,
  startMockServer,
} from '../../../testing';
import { RatingSummary } from './rating-summary';
import { UserReviewsLink } from './user-reviews-link';
import { reviewEndpoints } from '../../../contracts/endpoints/review';
import { mockEndpoint } from '../../../testing/mock-endpoint';

startMockServer();

const ava = { _id: '7a1c2e3f-4b5d-4c6e-8f90-000000000001', fullName: 'Ava Patel', rating: { average: 4.7, count: 12 } };

describe('RatingSummary', () => {
  it('shows the stars with the mean and the count, read out as one sentence', () => {
    renderWithProviders(<RatingSummary rating={{ average: 4.7, count: 12 }} />);
    const figure = screen.getByRole('img', { name: 'Rated 4.7 out of 5 from 12 reviews' });
    expect(figure).toHaveTextContent('4.7 (12 reviews)');
    // 4.7 is drawn as four and a half stars.
    expect(figure.querySelector('[data-stars]')).toHaveAttribute('data-stars', '4.5');
  });

  it('says "No reviews yet" instead of empty stars', () => {
    renderWithProviders(<RatingSummary rating={{ average: null, count: 0 }} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('UserReviewsLink', () => {
  it('offers nothing to open for someone without reviews', () => {
    renderWithProviders(<UserReviewsLink user={{ ...ava, rating: { average: null, count: 0 } }} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Read reviews/ })).not.toBeInTheDocument();
  });

  it('opens the published reviews from the keyboard, with criteria means and replies', async () => {
    const client = buildReviewPerson({ fullName: 'Clara Client' });
    const queries: Record<string, string>[] = [];
    server.use(
      mockEndpoint(reviewEndpoints.getUserReviews, ({ request, params }) => {
        expect(params.userId).toBe(ava._id);
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(
          buildUserReviewsPage(
            [
              buildReview({
                reviewer: client,
                revieweeId: ava._id,
                jobTitle: 'Shop build',
                overall: 4,
                comment: 'Great work on the shop, a little late on the last page.',
                reply: 'Thank you, Clara! The late page was my fault.',
                repliedAt: '2026-11-16T09:00:00.000Z',
              }),
            ],
            { rating: ava.rating, total: 12 },
          ),
        );
      }),
    );
    const { user } = renderWithProviders(<UserReviewsLink user={ava} />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5 from 12 reviews' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Read reviews of Ava Patel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Reviews of Ava Patel' });
    const review = await within(drawer).findByRole('article', { name: 'Review by Clara Client' });
    expect(review).toHaveTextContent('Great work on the shop, a little late on the last page.');
    expect(review).toHaveTextContent('For “Shop build”');
    expect(within(review).getByRole('img', { name: 'Overall: 4 out of 5 stars' })).toBeInTheDocument();
    expect(within(review).getByRole('img', { name: 'Quality: 4 out of 5 stars' })).toBeInTheDocument();
    expect(review).toHaveTextContent('Reply from Ava Patel');
    expect(review).toHaveTextContent('Thank you, Clara! The late page was my fault.');
    expect(drawer).toHaveTextContent('Communication4.8 / 5');
    expect(queries).toEqual([{ page: '1', limit: '5' }]);

    // The pager's code loads when the list has a second page.
    await user.click(await within(drawer).findByRole('listitem', { name: '2' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '2', limit: '5' }));
  });

  it('shows an empty list plainly, and a failed load with a working retry', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(reviewEndpoints.getUserReviews, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Reviews are resting.' }, { status: 503 })
          : HttpResponse.json(buildUserReviewsPage([], { total: 0, rating: { average: null, count: 0 } }));
      }),
    );
    const { user } = renderWithProviders(<UserReviewsLink user={ava} />);
    await user.click(screen.getByRole('button', { name: 'Read reviews of Ava Patel' }));
    const drawer = await screen.findByRole('dialog', { name: 'Reviews of Ava Patel' });
    expect(await within(drawer).findByText('Reviews are resting.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('Ava Patel has no published reviews yet.')).toBeInTheDocument();
  });
});
