import { Card, Col, Row, Statistic } from 'antd';
import type { TransactionsResponse } from '@freelane/shared/contracts';
import { useFormatMoney } from '@freelane/shared';

/** The spec's four cards (plus assistant fees once owed), every figure from the client's real hires. */
export function TransactionSummary({ summary }: { summary: TransactionsResponse['summary'] }) {
  const formatMoney = useFormatMoney();
  const cards = [
    { key: 'total', title: 'Total Transactions', value: String(summary.totalTransactions) },
    { key: 'pending', title: 'Pending Amount', value: formatMoney(summary.pendingAmount) },
    { key: 'completed', title: 'Completed Payments', value: formatMoney(summary.completedPayments) },
    { key: 'overdue', title: 'Overdue Payments', value: formatMoney(summary.overduePayments) },
    // Owed to hiring assistants whose recommended freelancer was hired (issue 13); shown once there is one.
    ...(summary.assistantFees > 0
      ? [{ key: 'assistant', title: 'Assistant Fees', value: formatMoney(summary.assistantFees) }]
      : []),
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={6}>
          <Card style={{ height: '100%' }}>
            <section aria-label={card.title}>
              <Statistic title={card.title} value={card.value} />
            </section>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
