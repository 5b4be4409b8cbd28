import { Alert, Empty, Flex, Typography } from 'antd';
import type { JobReviewsResponse } from '@freelane/shared/contracts';
import { ReviewCard } from '@freelane/shared/ui';
import { formatDate } from '../../../lib/format';
import { ReplyForm } from './reply-form';
import { ReviewForm } from './review-form';

interface ReviewWindowViewProps {
  jobId: string;
  reviews: JobReviewsResponse;
  /** The signed-in party's own name, for the reply they write. */
  viewerName: string;
}

function Subheading({ children }: { children: string }) {
  return (
    <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}

/**
 * What one party sees of a job's review window: the form while they may write, their own review
 * kept hidden from the other side until both wrote or the window closed, then both reviews.
 */
export function ReviewWindowView({ jobId, reviews, viewerName }: ReviewWindowViewProps) {
  const { window: reviewWindow, counterpart, myReview, theirReview, theirReviewWritten, canReview, canReply } = reviews;
  const name = counterpart?.fullName ?? 'the other party';
  if (!reviewWindow) return <Empty description="Reviews open once the job is completed." />;
  const closes = formatDate(reviewWindow.closesAt);

  if (reviewWindow.state === 'closed') {
    return <Empty description={`The review window closed on ${closes} without any reviews.`} />;
  }

  if (reviewWindow.state === 'open') {
    if (myReview) {
      return (
        <Flex vertical gap={16}>
          <Alert
            type="success"
            showIcon
            title={`Your review is submitted; it stays hidden until ${name} writes theirs or the window closes on ${closes}.`}
          />
          <Subheading>{`Your review of ${name} (only you can see it for now)`}</Subheading>
          <ReviewCard review={myReview} revieweeName={name} />
        </Flex>
      );
    }
    if (!canReview) return <Empty description="There is no review for you to write on this job." />;
    return (
      <Flex vertical gap={16}>
        {theirReviewWritten ? (
          <Alert
            type="info"
            showIcon
            title={`${name} has already written their review`}
            description={`It is published together with yours as soon as you submit, or when the window closes on ${closes}.`}
          />
        ) : (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Reviews are double-blind: {name} sees yours only once they have written theirs, or when the window closes on{' '}
            {closes}. Published reviews cannot be changed.
          </Typography.Paragraph>
        )}
        <ReviewForm jobId={jobId} counterpartName={name} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        The reviews of this job are published and can no longer be changed.
      </Typography.Paragraph>
      <Subheading>{`${name}’s review of you`}</Subheading>
      {theirReview ? (
        <ReviewCard review={theirReview} revieweeName={viewerName}>
          {canReply && <ReplyForm reviewId={theirReview._id} />}
        </ReviewCard>
      ) : (
        <Typography.Text type="secondary">{name} did not write a review.</Typography.Text>
      )}
      <Subheading>{`Your review of ${name}`}</Subheading>
      {myReview ? (
        <ReviewCard review={myReview} revieweeName={name} />
      ) : (
        <Typography.Text type="secondary">You did not write a review before the window closed.</Typography.Text>
      )}
    </Flex>
  );
}
