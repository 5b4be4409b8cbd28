import { Card, Col, Row, Statistic } from 'antd';
import type { TransactionsResponse } from '@freelane/shared/contracts';
import { useFormatMoney } from '@freelane/shared';

/**
 * The spec's cards in truthful words (plus assistant fees once owed), every figure from the client's
 * real hires at their agreed amounts. The spec's "Completed Payments" is split into what is due and
 * what was marked paid: Freelane never completes a payment.
 */
export function TransactionSummary({ summary }: { summary: TransactionsResponse['summary'] }) {
  const formatMoney = useFormatMoney();
  const cards = [
    { key: 'total', title: 'Total Transactions', value: String(summary.totalTransactions) },
    // Truthful words (issue 36): Freelane holds no money. Work not yet accepted owes nothing yet;
    // accepted work's agreed amount is due until the client marks it paid.
    { key: 'pending', title: 'Work In Progress', value: formatMoney(summary.pendingAmount) },
    { key: 'due', title: 'Due To Freelancers', value: formatMoney(summary.dueAmount) },
    { key: 'paid', title: 'Marked Paid', value: formatMoney(summary.paidAmount) },
    { key: 'overdue', title: 'Overdue Revisions', value: formatMoney(summary.overduePayments) },
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
