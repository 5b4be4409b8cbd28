import type { PageInfo, Transaction, TransactionStatus } from '@freelane/shared/contracts';
import { jobPagePath } from '../../../lib/job-page-path';
import { formatDate } from '../../../lib/format';
import {
  LinkButton,
  Money,
  PlainTag,
  ResponsiveTable,
  type PlainTagColor,
  type ResponsiveTableColumn,
} from '@freelane/shared/ui';
import { knownOr } from '@freelane/shared/contracts';
import { PaymentAction } from '../../../components/payment-action';
import { PaymentStatusTag } from '../../../components/payment-status-tag';
import { InvoiceButton } from '../../../components/invoice-button';

// antd's success and error presets were its green and red shades (the plain tag's).
const STATUS_COLORS: Record<TransactionStatus, PlainTagColor> = {
  Pending: 'gold',
  Completed: 'green',
  Overdue: 'red',
  Disputed: 'volcano',
  Closed: 'default',
};

/**
 * The spec's columns. The spec's "Client Name" column sits on the client's own screen, where the
 * client is always the reader; it names the other party instead: the hired freelancer.
 */
const COLUMNS: ResponsiveTableColumn<Transaction>[] = [
  { key: 'reference', title: 'Transaction ID', dataIndex: 'reference' },
  { key: 'freelancer', title: 'Freelancer Name', render: (_value, row) => row.freelancer.fullName },
  { key: 'service', title: 'Service', dataIndex: 'service' },
  { key: 'date', title: 'Date', render: (_value, row) => formatDate(row.date) },
  {
    key: 'amount',
    title: 'Amount',
    align: 'right',
    render: (_value, row) => (
      <>
        <Money amount={row.amount} />
        {row.assistantFee && (
          <div style={{ fontSize: 12, color: '#595959' }}>
            + assistant fee <Money amount={row.assistantFee.amount} /> to {row.assistantFee.assistant.fullName}
          </div>
        )}
      </>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    render: (_value, row) => (
      <PlainTag color={knownOr(STATUS_COLORS, row.status, 'default')}>
        {row.status === 'unknown' ? 'Unknown' : row.status}
      </PlainTag>
    ),
  },
  {
    // The payment record (issue 36): due once the work is accepted; the client marks it paid after
    // paying the freelancer directly, the freelancer confirms it received.
    key: 'payment',
    title: 'Payment',
    render: (_value, row) => <PaymentStatusTag status={row.paymentStatus} />,
  },
  {
    key: 'actions',
    title: 'Actions',
    render: (_value, row) => (
      <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
        <PaymentAction
          side="client"
          jobId={row.jobId}
          title={row.service}
          amount={row.amount}
          otherParty={row.freelancer.fullName}
          paymentStatus={row.paymentStatus}
        />
        <LinkButton
          size="small"
          to={jobPagePath('/completedJobs', row.jobId)}
          aria-label={`View details of ${row.reference}`}
        >
          View Details
        </LinkButton>
        {row.jobStatus === 'completed' && <InvoiceButton size="small" jobId={row.jobId} title={row.service} />}
      </span>
    ),
  },
];

interface TransactionTableProps {
  transactions: Transaction[];
  pagination: PageInfo;
  loading: boolean;
  onPageChange: (page: number) => void;
}

export function TransactionTable({ transactions, pagination, loading, onPageChange }: TransactionTableProps) {
  return (
    <ResponsiveTable<Transaction>
      rowKey="_id"
      columns={COLUMNS}
      dataSource={transactions}
      loading={loading}
      scroll={{ x: 860 }}
      locale={{ emptyText: 'No transactions yet. A transaction appears when you hire a freelancer.' }}
      pagination={
        pagination.totalPages > 1
          ? {
              current: pagination.page,
              pageSize: pagination.limit,
              total: pagination.total,
              onChange: onPageChange,
            }
          : false
      }
    />
  );
}
