import type { TransactionsResponse } from '@freelane/shared/contracts';
import { useFormatMoney } from '@freelane/shared';
import { PlainCard } from '@freelane/shared/ui';
import { PageGrid } from '../../../components/page-grid';

/**
 * The spec's cards in truthful words (plus assistant fees once owed), every figure from the client's
 * real hires at their agreed amounts. The spec's "Completed Payments" is split into what is due and
 * what was marked paid: Freelane never completes a payment. Plain cards drawn like antd's Statistic
 * (the page's first screen loads no antd, issue 39).
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
    <PageGrid layout="quarters">
      {cards.map((card) => (
        <PlainCard key={card.key} style={{ height: '100%' }}>
          <section aria-label={card.title}>
            <div className="fl-text-secondary" style={{ marginBottom: 4 }}>
              {card.title}
            </div>
            <div style={{ fontSize: 24, fontVariantNumeric: 'tabular-nums' }}>{card.value}</div>
          </section>
        </PlainCard>
      ))}
    </PageGrid>
  );
}
