import type { ReactNode } from 'react';
import { getErrorMessage } from '@freelane/shared';
import type { Job } from '@freelane/shared/contracts';
import { ErrorState, LinkButton, LoadingState, PlainEmpty } from '@freelane/shared/ui';
import { useGetJobQuery } from '../api/get-job';
import { useJobIdParam } from '../hooks/use-job-id-param';

interface JobLoaderProps {
  /**
   * For pages whose h1 is the job's title: the h1 shown while there is no job to name (loading,
   * missing or refused). Pages with a fixed h1 of their own leave it out.
   */
  heading?: string;
  /** Where "no job in the link" sends the reader. */
  backTo: { to: string; label: string };
  /** A sentence after "No job was named in the link." saying where to find one. */
  missingHint?: string;
  children: (job: Job) => ReactNode;
}

/**
 * Loads the job named in the URL (`?jobId=`) and renders the page for it, or the honest state:
 * no job in the link, loading, or the API's refusal (403/404) with a retry.
 */
export function JobLoader({ heading, backTo, missingHint, children }: JobLoaderProps) {
  const jobId = useJobIdParam();
  const { data, error, isLoading, isError, refetch } = useGetJobQuery(jobId ?? '', { skip: !jobId });
  if (data && !isError) return <>{children(data.job)}</>;
  return (
    <>
      {heading && (
        // Plain (issue 39): the pages that load a job draw their first screen without antd.
        <h1 className="fl-title" style={{ marginTop: 0, fontSize: 28 }}>
          {heading}
        </h1>
      )}
      <JobLoadState
        jobId={jobId}
        isLoading={isLoading}
        error={error}
        backTo={backTo}
        missingHint={missingHint}
        onRetry={() => void refetch()}
      />
    </>
  );
}

interface JobLoadStateProps {
  jobId: string | null;
  isLoading: boolean;
  error: unknown;
  backTo: JobLoaderProps['backTo'];
  missingHint: string | undefined;
  onRetry: () => void;
}

function JobLoadState({ jobId, isLoading, error, backTo, missingHint, onRetry }: JobLoadStateProps) {
  if (!jobId) {
    return (
      <PlainEmpty
        description={missingHint ? `No job was named in the link. ${missingHint}` : 'No job was named in the link.'}
      >
        <LinkButton to={backTo.to} type="primary">
          {backTo.label}
        </LinkButton>
      </PlainEmpty>
    );
  }
  if (isLoading) return <LoadingState label="Loading the job" avatar rows={8} />;
  return (
    <ErrorState
      title="We couldn't load this job"
      message={getErrorMessage(error, 'Something went wrong while loading the job.')}
      onRetry={onRetry}
    />
  );
}
