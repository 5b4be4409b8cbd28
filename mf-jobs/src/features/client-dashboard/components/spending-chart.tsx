import { PlainCard } from '@freelane/shared/ui';
import { MonthlyChart } from '../../../components/monthly-chart';
import { useGetClientDashboardQuery } from '../api/get-client-dashboard';

/**
 * The client's spending per month (issue 38): the agreed amounts of their completed jobs, from the
 * dashboard's own figures (one request for the cards and the chart). Loaded after the first screen
 * (the dashboard imports it lazily, when scrolled near).
 */
export default function SpendingChart() {
  const { data } = useGetClientDashboardQuery();
  if (!data) return <div style={{ minHeight: 300 }} />;
  return (
    <PlainCard title="Spending per month" style={{ marginTop: 24 }}>
      <MonthlyChart label="Spending per month" data={data.stats.spendingByMonth} />
    </PlainCard>
  );
}
