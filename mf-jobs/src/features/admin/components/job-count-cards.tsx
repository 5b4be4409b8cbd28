import { Card, Col, Row, Typography } from 'antd';
import { activeJobsNote, type AdminOverviewResponse } from '@freelane/shared/contracts';

const CARDS = [
  { key: 'total', label: 'Total Jobs' },
  { key: 'completed', label: 'Completed Jobs' },
  { key: 'active', label: 'Active Jobs', hint: activeJobsNote('admin') },
] as const;

/** Total, completed and active job counts (active: ACTIVE_JOB_STATUSES, the one definition every role's count uses). */
export function JobCountCards({ counts }: { counts: AdminOverviewResponse['counts'] }) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => (
        <Col key={card.key} xs={24} sm={8}>
          <Card role="group" aria-label={card.label}>
            <Typography.Text type="secondary">{card.label}</Typography.Text>
            <div style={{ fontSize: 30, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{counts[card.key]}</div>
            {'hint' in card && <Typography.Text type="secondary">{card.hint}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
