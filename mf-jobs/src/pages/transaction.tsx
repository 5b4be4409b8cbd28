import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { ErrorState, PageContainer, LoadingState, PlainCard, FlexBox } from '@freelane/shared/ui';
import { useGetTransactionsQuery } from '../features/transactions/api/get-transactions';
import { TransactionSummary } from '../features/transactions/components/transaction-summary';
import { TransactionTable } from '../features/transactions/components/transaction-table';
import { TransactionsCsvButton } from '../components/transactions-csv-button';

export const TRANSACTIONS_PAGE_SIZE = 10;

/**
 * /transaction — Transaction Management: one row per hire of the client. Freelane has no payment
 * processor: amounts are the agreed prices and each status follows its job. Its first screen is
 * plain (no antd, issue 39); the pager and the Mark Paid dialog bring antd when they show.
 */
function TransactionPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, isFetching, isError, refetch } = useGetTransactionsQuery({
    page,
    limit: TRANSACTIONS_PAGE_SIZE,
  });

  let content;
  if (isLoading) content = <LoadingState label="Loading your transactions" rows={8} />;
  else if (isError || !data)
    content = (
      <ErrorState
        title="We couldn't load your transactions"
        message={getErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  else
    content = (
      <FlexBox vertical gap={24}>
        <TransactionSummary summary={data.summary} />
        <PlainCard>
          <TransactionTable
            transactions={data.transactions}
            pagination={data.pagination}
            loading={isFetching}
            onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          />
        </PlainCard>
      </FlexBox>
    );

  return (
    <PageContainer>
      <FlexBox justify="space-between" align="flex-start" wrap gap={12}>
        <h1 className="fl-title" style={{ marginTop: 0 }}>
          Transaction Management
        </h1>
        <TransactionsCsvButton />
      </FlexBox>
      <p className="fl-paragraph fl-text-secondary">
        Every hire you made, at the agreed amount. Freelane takes no commission and holds no money: once you accept the
        work, the agreed amount is due from you to the freelancer directly. Mark it paid when you have paid; the
        freelancer confirms receiving it.
      </p>
      {content}
    </PageContainer>
  );
}

export default TransactionPage;
