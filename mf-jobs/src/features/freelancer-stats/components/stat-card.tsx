import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface StatCardProps {
  label: string;
  value: string | number;
  icon?: ReactNode;
  /** One line under the figure saying what it counts. */
  hint?: string;
}

/** One figure of a dashboard, named for assistive technology by its label. */
export function StatCard({ label, value, icon, hint }: StatCardProps) {
  return (
    <Card role="group" aria-label={label} style={{ height: '100%' }}>
      <Typography.Text type="secondary">
        {icon} {label}
      </Typography.Text>
      <div style={{ fontSize: 30, fontWeight: 600, margin: '4px 0', fontVariantNumeric: 'tabular-nums' }}>{value}</div>
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {hint}
        </Typography.Text>
      )}
    </Card>
  );
}
