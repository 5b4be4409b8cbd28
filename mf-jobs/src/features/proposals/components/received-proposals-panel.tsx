import { useState } from 'react';
import { Empty, Flex, Pagination } from 'antd';
import { ErrorState, getErrorMessage, LinkButton } from '@freelane/shared';
import { useGetReceivedProposalsQuery } from '../api/get-received-proposals';
import { LoadingState } from '../../../components/loading-state';
import { ReceivedProposalCard } from './received-proposal-card';

const PAGE_SIZE = 10;

/** Project briefs clients proposed to the freelancer (`GET /job/getReceivedProposals`). */
export function ReceivedProposalsPanel() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, isError, refetch } = useGetReceivedProposalsQuery({ page, limit: PAGE_SIZE });
  if (isLoading) return <LoadingState label="Loading proposals from clients" rows={5} />;
  if (isError) {
    return (
      <ErrorState
        title="We couldn't load proposals from clients"
        message={getErrorMessage(error, 'Something went wrong while loading proposals from clients. Please try again.')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data || data.briefs.length === 0) {
    return (
      <Empty description="No proposals from clients yet. A client can send you a project brief in Messages; it will appear here so you can answer it.">
        <LinkButton to="/message">Open Messages</LinkButton>
      </Empty>
    );
  }
  return (
    <div aria-busy={isFetching}>
      <Flex vertical gap={16}>
        {data.briefs.map((brief) => (
          <ReceivedProposalCard key={brief._id} brief={brief} />
        ))}
      </Flex>
      {data.pagination.totalPages > 1 && (
        <Flex justify="center" style={{ marginTop: 32 }}>
          <Pagination current={data.pagination.page} pageSize={data.pagination.limit} total={data.pagination.total} showSizeChanger={false} onChange={setPage} />
        </Flex>
      )}
    </div>
  );
}
