import { useEffect } from 'react';
import { Card, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { getErrorMessage, useGetJobReviewsQuery } from '@freelane/shared';
import { ErrorState, LoadingState } from '@freelane/shared/ui';
import { ReviewWindowView } from './review-window-view';

/** The anchor of reviewPagePath (`#reviews`): notifications and Leave a Review land here. */
export const REVIEWS_ANCHOR = 'reviews';

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

  let content;
  if (isLoading) content = <LoadingState label="Loading the reviews" rows={4} />;
  else if (isError || !data)
    content = (
      <ErrorState
        title="We couldn't load the reviews"
        message={getErrorMessage(error, 'Something went wrong while loading the reviews.')}
        onRetry={() => void refetch()}
      />
    );
  else content = <ReviewWindowView jobId={jobId} reviews={data} viewerName={viewerName} />;

  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby={`${REVIEWS_ANCHOR}-heading`} style={{ scrollMarginTop: 80 }}>
      <Card>
        <Typography.Title level={2} id={`${REVIEWS_ANCHOR}-heading`} style={{ fontSize: 20, marginTop: 0 }}>
          Reviews
        </Typography.Title>
        {content}
      </Card>
    </section>
  );
}
