import { lazy, Suspense, useState } from 'react';
import type { RatingSummary as RatingFigures } from '../../../contracts/user';
import { PlainButton } from '../../../ui/plain/plain-button';
import { RatingSummary } from './rating-summary';
import type { ReviewedUser } from './user-reviews-drawer';

// Loaded when first opened: the drawer, its list and its pager are antd a card's first view does not
// need (the card itself draws no antd).
const UserReviewsDrawer = lazy(async () => ({ default: (await import('./user-reviews-drawer')).UserReviewsDrawer }));

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
  // Once opened it stays mounted, so closing it animates like any drawer.
  const [opened, setOpened] = useState(false);
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      <RatingSummary rating={user.rating} size={size} />
      {user.rating.count > 0 && (
        <>
          <PlainButton
            type="link"
            size="small"
            aria-haspopup="dialog"
            aria-label={`Read reviews of ${user.fullName}`}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            style={{ paddingInline: 4 }}
          >
            Read reviews
          </PlainButton>
          {opened ? (
            <Suspense fallback={null}>
              <UserReviewsDrawer user={user} open={open} onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </>
      )}
    </span>
  );
}
