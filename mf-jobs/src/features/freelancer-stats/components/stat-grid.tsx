import { Col, Row } from 'antd';
import type { ComponentProps } from 'react';
import { StatCard } from './stat-card';

/** Dashboard figures side by side, two per row on a phone. */
export function StatGrid({ stats }: { stats: ComponentProps<typeof StatCard>[] }) {
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat) => (
        <Col key={stat.label} xs={12} lg={24 / stats.length}>
          <StatCard {...stat} />
        </Col>
      ))}
    </Row>
  );
}
