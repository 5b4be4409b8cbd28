import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Review, ReviewerRole } from '../../../contracts/reviews';
import { knownOr } from '../../../contracts/known-values';
import { REVIEW_CRITERIA, REVIEW_CRITERION_LABELS } from '../../../contracts/review-criteria';
import { StarFigure } from './star-figure';

const ROLE_LABELS: Record<ReviewerRole, string> = { client: 'Client', freelancer: 'Freelancer' };
const day = (value: string) => dayjs(value).format('D MMM YYYY');

interface ReviewCardProps {
  review: Review;
  /** Who the review is about, to name the author of the reply. */
  revieweeName: string;
  /** Show the job the review is for (lists about one person); a job's own page leaves it out. */
  showJob?: boolean;
  /** Placed after the review: the reply form on the reviewee's own page. */
  children?: ReactNode;
}

/** One review: its author, the stars (overall and each criterion), the comment and the public reply. */
export function ReviewCard({ review, revieweeName, showJob = false, children }: ReviewCardProps) {
  const date = review.publishedAt ?? review.createdAt;
  return (
    <article
      aria-label={`Review by ${review.reviewer.fullName}`}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong>
          {review.reviewer.fullName}{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            ({knownOr(ROLE_LABELS, review.reviewerRole, 'Unknown role')})
          </Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <time dateTime={date}>{day(date)}</time>
        </Typography.Text>
      </Flex>
      {showJob && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          For “{review.jobTitle}”
        </Typography.Text>
      )}
      <StarFigure value={review.overall} label="Overall" fontSize={16} />
      <Flex gap={16} wrap>
        {REVIEW_CRITERIA.map((criterion) => (
          <Flex key={criterion} gap={6} align="center">
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {REVIEW_CRITERION_LABELS[criterion]}
            </Typography.Text>
            <StarFigure value={review[criterion]} label={REVIEW_CRITERION_LABELS[criterion]} fontSize={12} />
          </Flex>
        ))}
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{review.comment}</Typography.Paragraph>
      {review.reply && (
        <div style={{ borderLeft: '3px solid var(--fl-color-border)', paddingLeft: 12, marginLeft: 4 }}>
          <Typography.Text strong style={{ fontSize: 13 }}>
            Reply from {revieweeName}
            {review.repliedAt && (
              <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }}>
                {' '}
                · <time dateTime={review.repliedAt}>{day(review.repliedAt)}</time>
              </Typography.Text>
            )}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{review.reply}</Typography.Paragraph>
        </div>
      )}
      {children}
    </article>
  );
}
