import { getErrorMessage } from '@freelane/shared';
import type { FreelancerJob } from '@freelane/shared/contracts';
import { EARNINGS_COMPLETED_FIRST } from '@freelane/shared/contracts/endpoints/application';
import { LinkButton, ErrorState, PlainEmpty, ResponsiveTable, FlexBox } from '@freelane/shared/ui';
import { useGetAcceptedJobsQuery } from '../../../api/get-accepted-jobs';
import { formatDate } from '../../../lib/format';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { PaymentAction } from '../../../components/payment-action';
import { PaymentStatusTag } from '../../../components/payment-status-tag';
import { InvoiceButton } from '../../../components/invoice-button';

interface EarningsTableProps {
  page: number;
  onPage: (page: number) => void;
}

/**
 * Completed jobs with the agreed amount, the completion date and the payment record: what each
 * client marked paid and what the freelancer confirmed received (issue 36), paged by the server.
 */
export function EarningsTable({ page, onPage }: EarningsTableProps) {
  const agreed = useAgreedAmount();
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAcceptedJobsQuery({
    ...EARNINGS_COMPLETED_FIRST,
    page,
  });
  if (isError) {
    return (
      <ErrorState
        title="We couldn't load your completed jobs"
        message={getErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <ResponsiveTable<FreelancerJob>
      aria-label="Completed jobs"
      rowKey="_id"
      loading={isLoading || isFetching}
      dataSource={data?.applications ?? []}
      locale={{
        emptyText: (
          <PlainEmpty description="No completed jobs yet. Earnings appear here once a client accepts your work.">
            <LinkButton type="primary" to="/find-jobs">
              Find Jobs
            </LinkButton>
          </PlainEmpty>
        ),
      }}
      pagination={
        data && data.pagination.totalPages > 1
          ? {
              current: data.pagination.page,
              pageSize: data.pagination.limit,
              total: data.pagination.total,
              onChange: onPage,
            }
          : false
      }
      columns={[
        { title: 'Project', key: 'title', render: (_, record) => record.job.title },
        { title: 'Client', key: 'client', render: (_, record) => record.job.owner.fullName },
        { title: 'Completed on', key: 'completedAt', render: (_, record) => formatDate(record.job.completedAt) },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, record) => agreed(record.job.agreedAmount).text,
        },
        {
          title: 'Payment',
          key: 'payment',
          render: (_, record) => (
            <FlexBox gap={8} align="center" wrap>
              <PaymentStatusTag status={record.job.paymentStatus} />
              <PaymentAction
                side="freelancer"
                jobId={record.job._id}
                title={record.job.title}
                amount={record.job.agreedAmount.amount}
                otherParty={record.job.owner.fullName}
                paymentStatus={record.job.paymentStatus}
              />
              <InvoiceButton size="small" jobId={record.job._id} title={record.job.title} />
            </FlexBox>
          ),
        },
      ]}
    />
  );
}
