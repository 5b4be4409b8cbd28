import type { Application } from '@freelane/shared/contracts';
import { LinkButton, LoadingState, PagedList, PlainEmpty, FlexBox } from '@freelane/shared/ui';
import { useGetAppliedJobsQuery } from '../api/get-applied-jobs';
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
  const query = useGetAppliedJobsQuery({ status: filter, page, limit: APPLICATIONS_PAGE_SIZE });
  return (
    <>
      <div style={{ marginBottom: 24 }}>
        <ApplicationFilterControl value={filter} onChange={(next) => onChange({ filter: next, page: 1 })} />
      </div>
      <PagedList
        query={query}
        items={query.data?.applications}
        pagination={query.data?.pagination}
        onPageChange={(next) => onChange({ page: next })}
        loading={<LoadingState label="Loading your proposals" rows={5} />}
        errorTitle="We couldn't load your proposals"
        errorFallback="Something went wrong while loading your proposals. Please try again."
        empty={
          <PlainEmpty
            description={
              filter === 'all'
                ? 'You have not sent any proposals yet.'
                : `No proposals with the status “${APPLICATION_FILTER_LABELS[filter]}”.`
            }
          >
            <LinkButton type="primary" to="/find-jobs">
              Find Jobs
            </LinkButton>
          </PlainEmpty>
        }
      >
        {(applications) => (
          <FlexBox vertical gap={16}>
            {applications.map((application) => (
              <ApplicationCard key={application._id} application={application} onEdit={onEdit} />
            ))}
          </FlexBox>
        )}
      </PagedList>
    </>
  );
}
