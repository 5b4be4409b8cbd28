import { useState } from 'react';
import { Empty, Flex } from 'antd';
import { LinkButton, LoadingState, PagedList } from '@freelane/shared/ui';
import { useGetReceivedProposalsQuery } from '../api/get-received-proposals';
import { ReceivedProposalCard } from './received-proposal-card';

const PAGE_SIZE = 10;

/** Project briefs clients proposed to the freelancer (`GET /job/getReceivedProposals`). */
export function ReceivedProposalsPanel() {
  const [page, setPage] = useState(1);
  const query = useGetReceivedProposalsQuery({ page, limit: PAGE_SIZE });
  return (
    <PagedList
      query={query}
      items={query.data?.briefs}
      pagination={query.data?.pagination}
      onPageChange={setPage}
      loading={<LoadingState label="Loading proposals from clients" rows={5} />}
      errorTitle="We couldn't load proposals from clients"
      errorFallback="Something went wrong while loading proposals from clients. Please try again."
      empty={
        <Empty description="No proposals from clients yet. A client can send you a project brief in Messages; it will appear here so you can answer it.">
          <LinkButton to="/message">Open Messages</LinkButton>
        </Empty>
      }
    >
      {(briefs) => (
        <Flex vertical gap={16}>
          {briefs.map((brief) => (
            <ReceivedProposalCard key={brief._id} brief={brief} />
          ))}
        </Flex>
      )}
    </PagedList>
  );
}
