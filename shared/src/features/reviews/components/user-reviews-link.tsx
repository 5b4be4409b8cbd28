import { useState } from 'react';
import { Button, Flex } from 'antd';
import type { RatingSummary as RatingFigures } from '../../../contracts/user';
import { RatingSummary } from './rating-summary';
import { UserReviewsDrawer, type ReviewedUser } from './user-reviews-drawer';

interface UserReviewsLinkProps {
  user: ReviewedUser & { rating: RatingFigures };
  size?: 'small' | 'default';
}

/**
 * A person's rating on a card, with "Read reviews" opening their published reviews beside the page.
 * Nothing to open while they have none.
 */
export function UserReviewsLink({ user, size = 'default' }: UserReviewsLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <Flex align="center" gap={4} wrap>
      <RatingSummary rating={user.rating} size={size} />
      {user.rating.count > 0 && (
        <>
          <Button
            type="link"
            size="small"
            aria-haspopup="dialog"
            aria-label={`Read reviews of ${user.fullName}`}
            onClick={() => setOpen(true)}
            style={{ paddingInline: 4 }}
          >
            Read reviews
          </Button>
          <UserReviewsDrawer user={user} open={open} onClose={() => setOpen(false)} />
        </>
      )}
    </Flex>
  );
}
