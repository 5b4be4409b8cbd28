import { useEffect } from 'react';
import { getErrorMessage } from '@freelane/shared';
import type { JobPage } from '@freelane/shared/contracts';
import { useGetJobQuery } from '../../../api/get-job';
import { useGetJobPageQuery } from '../api/get-job-page';
import { isJobNotFound } from '../lib/job-page-meta';

/** What the job page draws from: the live query's state for one id. */
export interface JobPageQueryState {
  id: string;
  /** The job of this id, once answered (never another id's while this one loads). */
  job: JobPage | undefined;
  /** No answer yet for this id (the page shows the job it came with meanwhile, if any). */
  loading: boolean;
  notFound: boolean;
  /** Set when the query failed for another reason. */
  errorMessage: string | undefined;
  refetch: () => void;
}

/**
 * /jobs/:id's live query: renders nothing, reports the query's state to the page, which draws the
 * job the page came with until this part has loaded (after the first commit).
 */
export function JobPageQuery({ id, onChange }: { id: string; onChange: (state: JobPageQueryState) => void }) {
  const { currentData, error, isError, refetch } = useGetJobPageQuery(id, { skip: !id });
  const notFound = isError && isJobNotFound(error);
  const errorMessage =
    isError && !notFound
      ? getErrorMessage(error, 'Something went wrong while loading the job. Please try again.')
      : undefined;
  useEffect(
    () =>
      onChange({
        id,
        job: currentData,
        loading: currentData === undefined && !isError,
        notFound,
        errorMessage,
        refetch: () => void refetch(),
      }),
    [id, currentData, isError, notFound, errorMessage, refetch, onChange],
  );
  return null;
}

/** The freelancer's own proposal on the job, if any. */
export type OwnApplication = NonNullable<ReturnType<typeof useGetJobQuery>['data']>['job']['myApplication'];

/**
 * A freelancer's own proposal on the job (the public answer is the same for everyone): renders
 * nothing, reports it to the page's Apply.
 */
export function OwnApplicationQuery({
  jobId,
  onChange,
}: {
  jobId: string;
  onChange: (applied: OwnApplication | null) => void;
}) {
  const own = useGetJobQuery(jobId);
  const applied = own.data?.job.myApplication ?? null;
  useEffect(() => onChange(applied), [applied, onChange]);
  return null;
}
