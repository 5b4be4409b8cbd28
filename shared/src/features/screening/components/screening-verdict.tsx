import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { ScreeningResult } from '../../../contracts/screening-results';
import { PlainTag } from '../../../ui/plain/plain-tag';
import { SvgIcon } from '../../../ui/svg-icon';

// Plain (no antd): Job Applicants' first screen shows them (issue 39).

const scoreColor = (score: number) => (score === 100 ? 'green' : score >= 50 ? 'gold' : 'red');

/** "Screening 83% · 5 of 6": the score a proposal reached against its job's criteria. */
export function ScreeningScoreTag({ screening }: { screening: ScreeningResult }) {
  return (
    <PlainTag color={scoreColor(screening.score)}>
      Screening {screening.score}% · {screening.passed} of {screening.total}
    </PlainTag>
  );
}

/**
 * Pass / fail per criterion with what was found ("0 of 3 projects"), for Job Applicants and the
 * appointed assistant. The icon carries a label, so the verdict is not told by colour alone.
 */
export function ScreeningChecks({ screening }: { screening: ScreeningResult }) {
  return (
    <ul aria-label="Screening results" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {screening.checks.map((check) => (
        <li key={check.tool} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '2px 0' }}>
          {check.passed ? (
            <span role="img" aria-label="Passed" style={{ color: '#1a7f37' }}>
              <SvgIcon icon={CheckCircleFilled} />
            </span>
          ) : (
            <span role="img" aria-label="Failed" style={{ color: '#cf222e' }}>
              <SvgIcon icon={CloseCircleFilled} />
            </span>
          )}
          <span>
            <strong>{check.label}:</strong> {check.detail}
          </span>
        </li>
      ))}
    </ul>
  );
}
