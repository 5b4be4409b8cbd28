import { useId, useState } from 'react';
import { Descriptions, Divider, Drawer, Empty, Flex, Skeleton } from 'antd';
import { REVIEW_CRITERIA, REVIEW_CRITERION_LABELS } from '../../../contracts/review-criteria';
import { AntdProvider } from '../../../ui/antd-provider';
import { ErrorState } from '../../../ui/error-state';
import { ListPager } from '../../../ui/paged-list';
import { getErrorMessage, useGetUserReviewsQuery } from '@freelane/shared';
import { formatAverage } from '../lib/rating-text';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

export const USER_REVIEWS_PAGE_SIZE = 5;

export interface ReviewedUser {
  _id: string;
  fullName: string;
}

/** The published reviews about one person, newest first, a page at a time, with their rating and criteria means. */
function UserReviewsList({ user }: { user: ReviewedUser }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, isError, refetch } = useGetUserReviewsQuery({
    userId: user._id,
    page,
    limit: USER_REVIEWS_PAGE_SIZE,
  });
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading reviews" aria-live="polite">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <ErrorState
        title="We couldn't load the reviews"
        message={getErrorMessage(error, 'Something went wrong while loading the reviews.')}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <RatingSummary rating={data.rating} />
      {data.rating.count > 0 && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={REVIEW_CRITERIA.map((criterion) => {
            const mean = data.criteria[criterion];
            return {
              key: criterion,
              label: REVIEW_CRITERION_LABELS[criterion],
              children: mean === null ? '—' : `${formatAverage(mean)} / 5`,
            };
          })}
        />
      )}
      {data.reviews.length === 0 ? (
        <Empty description={`${user.fullName} has no published reviews yet.`} />
      ) : (
        <div aria-busy={isFetching}>
          {data.reviews.map((review, index) => (
            <div key={review._id}>
              {index > 0 && <Divider style={{ margin: '16px 0' }} />}
              <ReviewCard review={review} revieweeName={user.fullName} showJob />
            </div>
          ))}
          <ListPager pagination={data.pagination} onChange={setPage} size="small" style={{ marginTop: 24 }} />
        </div>
      )}
    </Flex>
  );
}

interface UserReviewsDrawerProps {
  user: ReviewedUser | null;
  open: boolean;
  onClose: () => void;
}

/** A side panel with a person's published reviews, opened from their rating on any card. */
export function UserReviewsDrawer({ user, open, onClose }: UserReviewsDrawerProps) {
  // Named explicitly: antd's generated title id is not unique under test.
  const titleId = useId();
  // Themed itself: it opens from cards drawn without antd, on pages no longer wrapped in withAntd.
  return (
    <AntdProvider>
      <Drawer
        open={open}
        onClose={onClose}
        title={<span id={titleId}>{user ? `Reviews of ${user.fullName}` : 'Reviews'}</span>}
        aria-labelledby={titleId}
        size="min(560px, 100vw)"
        destroyOnHidden
      >
        {open && user && <UserReviewsList user={user} />}
      </Drawer>
    </AntdProvider>
  );
}
