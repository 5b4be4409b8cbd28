import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getErrorMessage, useGetJobReviewsQuery } from '@freelane/shared';
import { ErrorState, LoadingState, PlainCard } from '@freelane/shared/ui';
import { WhenNear } from '../../../components/when-near';

// The forms and the rating bring antd: loaded when the section comes near the screen (issue 39).
const ReviewWindowView = lazy(() => import('./review-window-island'));

/** The anchor of reviewPagePath (`#reviews`): notifications and Leave a Review land here. */
export const REVIEWS_ANCHOR = 'reviews';

/** The place the reviews hold while their code loads, so the page does not shift. */
const REVIEWS_PLACE = 240;

interface JobReviewsSectionProps {
  jobId: string;
  viewerName: string;
}

/** Reviews of a completed job, for its two parties: write, wait (blind), read and reply. */
export function JobReviewsSection({ jobId, viewerName }: JobReviewsSectionProps) {
  const { data, error, isLoading, isError, refetch } = useGetJobReviewsQuery(jobId);
  const { hash } = useLocation();
  const loaded = Boolean(data);

  // The page loads the job, then this section: the browser's own jump to #reviews came too early.
  useEffect(() => {
    if (loaded && hash === `#${REVIEWS_ANCHOR}`)
      document.getElementById(REVIEWS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  const loading = <LoadingState label="Loading the reviews" rows={4} />;
  let content;
  if (isLoading) content = loading;
  else if (isError || !data)
    content = (
      <ErrorState
        title="We couldn't load the reviews"
        message={getErrorMessage(error, 'Something went wrong while loading the reviews.')}
        onRetry={() => void refetch()}
      />
    );
  else
    content = (
      <WhenNear minHeight={REVIEWS_PLACE}>
        <Suspense fallback={loading}>
          <ReviewWindowView jobId={jobId} reviews={data} viewerName={viewerName} />
        </Suspense>
      </WhenNear>
    );

  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby={`${REVIEWS_ANCHOR}-heading`} style={{ scrollMarginTop: 80 }}>
      <PlainCard>
        <h2 className="fl-title" id={`${REVIEWS_ANCHOR}-heading`} style={{ fontSize: 20, marginTop: 0 }}>
          Reviews
        </h2>
        {content}
      </PlainCard>
    </section>
  );
}
