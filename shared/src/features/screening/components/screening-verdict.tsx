import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import type { ScreeningResult } from '../../../contracts/screening-results';

const scoreColor = (score: number) => (score === 100 ? 'green' : score >= 50 ? 'gold' : 'red');

/** "Screening 83% · 5 of 6": the score a proposal reached against its job's criteria. */
export function ScreeningScoreTag({ screening }: { screening: ScreeningResult }) {
  return (
    <Tag color={scoreColor(screening.score)} style={{ margin: 0 }}>
      Screening {screening.score}% · {screening.passed} of {screening.total}
    </Tag>
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
            <CheckCircleFilled aria-label="Passed" style={{ color: '#1a7f37' }} />
          ) : (
            <CloseCircleFilled aria-label="Failed" style={{ color: '#cf222e' }} />
          )}
          <Typography.Text>
            <Typography.Text strong>{check.label}:</Typography.Text> {check.detail}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
