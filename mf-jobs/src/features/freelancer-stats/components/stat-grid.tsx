import type { ComponentProps } from 'react';
import { PageGrid } from '../../../components/page-grid';
import { StatCard } from './stat-card';

/** Dashboard figures side by side, two per row on a phone. */
export function StatGrid({ stats }: { stats: ComponentProps<typeof StatCard>[] }) {
  return (
    <PageGrid layout="stats" count={stats.length}>
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </PageGrid>
  );
}
