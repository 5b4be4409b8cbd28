import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import {
  DISPUTE_STATUS_LABELS,
  disputePagePath,
  type DisputeStatus,
  type DisputeSummary,
} from '@freelane/shared/contracts';
import {
  LoadingState,
  ErrorState,
  PlainCountBadge,
  PlainSegmented,
  ResponsiveTable,
  FlexBox,
} from '@freelane/shared/ui';
import { useGetDisputeQueueQuery } from '../api/get-dispute-queue';
import { formatDate } from '../../../lib/format';

export const DISPUTE_QUEUE_PAGE_SIZE = 10;

// Escalated first: what waits for an admin's decision.
const STATUS_OPTIONS = (['escalated', 'open', 'resolved'] as const).map((value) => ({
  value,
  label: DISPUTE_STATUS_LABELS[value],
}));

const EMPTY_TEXT: Record<DisputeStatus, string> = {
  escalated: 'No disputes are waiting for a decision.',
  open: 'No open disputes.',
  resolved: 'No resolved disputes yet.',
};

/** The date column that matters for each filter: when it went to an admin, was resolved, or will escalate. */
const DATE_COLUMN: Record<DisputeStatus, { title: string; value: (dispute: DisputeSummary) => string | null }> = {
  escalated: { title: 'Escalated', value: (dispute) => dispute.escalatedAt },
  open: { title: 'Escalates', value: (dispute) => dispute.escalatesAt },
  resolved: { title: 'Resolved', value: (dispute) => dispute.resolvedAt },
};

/**
 * Admin Overview's dispute queue: escalated disputes waiting for a decision first, open and resolved on
 * demand. Plain (no antd, issue 39): a cold /adminPanel?tab=disputes shows it first.
 */
export function DisputeQueue() {
  const [status, setStatus] = useState<DisputeStatus>('escalated');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, isError, refetch } = useGetDisputeQueueQuery({
    status,
    page,
    limit: DISPUTE_QUEUE_PAGE_SIZE,
  });
  const dateColumn = DATE_COLUMN[status];

  // PlainCard's head by hand: the count sits beside the heading, not in its name.
  const title = (
    <FlexBox align="center" gap={8}>
      <h2 className="fl-card__title">Disputes</h2>
      {data && (
        <PlainCountBadge
          count={data.waitingCount}
          color={data.waitingCount > 0 ? 'red' : 'gray'}
          label={`${data.waitingCount} waiting for a decision`}
        />
      )}
    </FlexBox>
  );
  const filter = (
    <PlainSegmented<DisputeStatus>
      label="Dispute status"
      value={status}
      options={STATUS_OPTIONS}
      onChange={(next) => {
        setStatus(next);
        setPage(1);
      }}
    />
  );

  return (
    <section className="fl-card">
      <div className="fl-card__head">
        {title}
        {filter}
      </div>
      <div className="fl-card__body">
        {isLoading ? (
          <LoadingState label="Loading the disputes" rows={3} />
        ) : isError || !data ? (
          <ErrorState
            title="We couldn't load the disputes"
            message={getErrorMessage(error, 'Something went wrong while loading the disputes. Please try again.')}
            onRetry={() => void refetch()}
          />
        ) : (
          <ResponsiveTable<DisputeSummary>
            aria-label="Disputes"
            rowKey="_id"
            dataSource={data.disputes}
            loading={isFetching}
            locale={{ emptyText: EMPTY_TEXT[status] }}
            pagination={
              data.pagination.totalPages > 1
                ? {
                    current: data.pagination.page,
                    pageSize: data.pagination.limit,
                    total: data.pagination.total,
                    onChange: setPage,
                  }
                : false
            }
            columns={[
              { title: 'Job', key: 'job', render: (_, dispute) => dispute.job.title },
              { title: 'Client', key: 'client', render: (_, dispute) => dispute.client.fullName },
              { title: 'Freelancer', key: 'freelancer', render: (_, dispute) => dispute.freelancer.fullName },
              { title: 'Opened', key: 'opened', render: (_, dispute) => formatDate(dispute.openedAt) },
              { title: dateColumn.title, key: 'date', render: (_, dispute) => formatDate(dateColumn.value(dispute)) },
              {
                title: 'Action',
                key: 'action',
                render: (_, dispute) => (
                  <Link to={disputePagePath(dispute.job._id)} aria-label={`Open dispute about ${dispute.job.title}`}>
                    Open dispute
                  </Link>
                ),
              },
            ]}
          />
        )}
      </div>
    </section>
  );
}
