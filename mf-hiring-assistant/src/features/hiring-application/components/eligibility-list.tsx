import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { ratingText } from '@freelane/shared';
import type { HiringEligibility } from '@freelane/shared/contracts';
import { HIRING_ELIGIBILITY, POSITIVE_REVIEW_MIN_STARS } from '@freelane/shared/contracts/hiring-assistant-options';
import { SvgIcon } from '@freelane/shared/ui';

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
            <span role="img" aria-label="Met" style={{ color: 'var(--fl-color-success)', lineHeight: 1 }}>
              <SvgIcon icon={CheckCircleFilled} size={20} />
            </span>
          ) : (
            <span role="img" aria-label="Not yet" style={{ color: 'var(--fl-color-gray-500)', lineHeight: 1 }}>
              <SvgIcon icon={ClockCircleOutlined} size={20} />
            </span>
          )}
          <div>
            <strong>{row.criterion}</strong>
            <br />
            <span>{row.yours}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
