import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { ratingText } from '@freelane/shared';
import { HIRING_ELIGIBILITY, POSITIVE_REVIEW_MIN_STARS, type HiringEligibility } from '@freelane/shared/contracts';
import { Typography } from 'antd';

/** The spec's four criteria, each beside the caller's own real figure. */
export function EligibilityList({ eligibility }: { eligibility: HiringEligibility }) {
  const rows = [
    {
      key: 'rating',
      criterion: `Rating of ${HIRING_ELIGIBILITY.minRating} or more`,
      yours: `Your rating: ${ratingText(eligibility.rating)}`,
      met: eligibility.meets.rating,
    },
    {
      key: 'projects',
      criterion: `${HIRING_ELIGIBILITY.minCompletedProjects} completed projects`,
      yours: `You: ${eligibility.completedProjects} completed on Freelane`,
      met: eligibility.meets.completedProjects,
    },
    {
      key: 'years',
      criterion: `${HIRING_ELIGIBILITY.minYears} years of experience`,
      yours: `On Freelane for ${eligibility.yearsOnFreelane} ${eligibility.yearsOnFreelane === 1 ? 'year' : 'years'} (tell us about earlier experience in your application)`,
      met: eligibility.meets.years,
    },
    {
      key: 'feedback',
      criterion: `Positive feedback from ${HIRING_ELIGIBILITY.minPositiveClients} clients`,
      yours: `You: ${eligibility.positiveClientReviews} ${eligibility.positiveClientReviews === 1 ? 'client' : 'clients'} gave ${POSITIVE_REVIEW_MIN_STARS} stars or more`,
      met: eligibility.meets.positiveClientReviews,
    },
  ];
  // A plain list: antd 6.6 deprecates List, and four rows need no virtualisation or pagination.
  return (
    <ul aria-label="Eligibility" style={{ listStyle: 'none', margin: '0 0 16px', padding: 0 }}>
      {rows.map((row) => (
        <li
          key={row.key}
          style={{
            display: 'flex',
            gap: 12,
            padding: '12px 0',
            borderBottom: '1px solid var(--fl-color-border-secondary)',
          }}
        >
          {row.met ? (
            <CheckCircleFilled style={{ color: '#1a7f37', fontSize: 20 }} aria-label="Met" />
          ) : (
            <ClockCircleOutlined style={{ color: '#8c8c8c', fontSize: 20 }} aria-label="Not yet" />
          )}
          <div>
            <Typography.Text strong>{row.criterion}</Typography.Text>
            <br />
            <Typography.Text>{row.yours}</Typography.Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
