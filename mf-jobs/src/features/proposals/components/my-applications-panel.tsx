import { Empty, Flex, Pagination } from 'antd';
import { type Application, getErrorMessage, LinkButton } from '@freelane/shared';
import { useGetAppliedJobsQuery } from '../api/get-applied-jobs';
import { ErrorState } from '@freelane/shared';
import { LoadingState } from '../../../components/loading-state';
import { APPLICATION_FILTER_LABELS, type ApplicationFilter } from '../lib/application-filters';
import { ApplicationCard } from './application-card';
import { ApplicationFilterControl } from './application-filter';

export const APPLICATIONS_PAGE_SIZE = 10;

interface MyApplicationsPanelProps {
  filter: ApplicationFilter;
  page: number;
  onChange: (changes: { filter?: ApplicationFilter; page?: number }) => void;
  onEdit: (application: Application) => void;
}

/** The freelancer's own proposals (`GET /application/getAppliedJobs`), filtered and paged by the server. */
export function MyApplicationsPanel({ filter, page, onChange, onEdit }: MyApplicationsPanelProps) {
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAppliedJobsQuery({ status: filter, page, limit: APPLICATIONS_PAGE_SIZE });
  return (
    <>
      <div style={{ marginBottom: 24 }}>
        <ApplicationFilterControl value={filter} onChange={(next) => onChange({ filter: next, page: 1 })} />
      </div>
      {isLoading ? (
        <LoadingState label="Loading your proposals" rows={5} />
      ) : isError ? (
        <ErrorState
          title="We couldn't load your proposals"
          message={getErrorMessage(error, 'Something went wrong while loading your proposals. Please try again.')}
          onRetry={() => void refetch()}
        />
      ) : !data || data.applications.length === 0 ? (
        <Empty
          description={
            filter === 'all' ? 'You have not sent any proposals yet.' : `No proposals with the status “${APPLICATION_FILTER_LABELS[filter]}”.`
          }
        >
          <LinkButton type="primary" to="/find-jobs">
            Find Jobs
          </LinkButton>
        </Empty>
      ) : (
        <div aria-busy={isFetching}>
          <Flex vertical gap={16}>
            {data.applications.map((application) => (
              <ApplicationCard key={application._id} application={application} onEdit={onEdit} />
            ))}
          </Flex>
          {data.pagination.totalPages > 1 && (
            <Flex justify="center" style={{ marginTop: 32 }}>
              <Pagination
                current={data.pagination.page}
                pageSize={data.pagination.limit}
                total={data.pagination.total}
                showSizeChanger={false}
                onChange={(next) => onChange({ page: next })}
              />
            </Flex>
          )}
        </div>
      )}
    </>
  );
}
