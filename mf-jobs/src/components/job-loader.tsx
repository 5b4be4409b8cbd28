import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { getErrorMessage, type Job } from '@freelane/shared';
import { useGetJobQuery } from '../api/get-job';
import { useJobIdParam } from '../hooks/use-job-id-param';
import { ErrorState } from './error-state';
import { LinkButton } from './link-button';
import { LoadingState } from './loading-state';

interface JobLoaderProps {
  /** Where "no job in the link" sends the reader. */
  backTo: { to: string; label: string };
  children: (job: Job) => ReactNode;
}

/**
 * Loads the job named in the URL (`?jobId=`) and renders the page for it, or the honest state:
 * no job in the link, loading, or the API's refusal (403/404) with a retry.
 */
export function JobLoader({ backTo, children }: JobLoaderProps) {
  const jobId = useJobIdParam();
  const { data, error, isLoading, isError, refetch } = useGetJobQuery(jobId ?? '', { skip: !jobId });
  if (!jobId) {
    return (
      <Empty description="No job was named in the link.">
        <LinkButton to={backTo.to} type="primary">
          {backTo.label}
        </LinkButton>
      </Empty>
    );
  }
  if (isLoading) return <LoadingState label="Loading the job" avatar rows={8} />;
  if (isError || !data) {
    return (
      <ErrorState
        title="We couldn't load this job"
        message={getErrorMessage(error, 'Something went wrong while loading the job.')}
        onRetry={() => void refetch()}
      />
    );
  }
  return <>{children(data.job)}</>;
}
