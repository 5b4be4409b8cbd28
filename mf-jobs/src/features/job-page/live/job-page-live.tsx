import { useEffect } from 'react';
import { useReportItemQuery, type ItemQueryState } from '@freelane/shared';
import type { JobPage } from '@freelane/shared/contracts';
import { useGetJobQuery } from '../../../api/get-job';
import { useGetJobPageQuery } from '../api/get-job-page';
import { isJobNotFound } from '../lib/job-page-meta';

/** What the job page draws from: the live query's state for one id. */
export type JobPageQueryState = ItemQueryState<JobPage>;

/**
 * /jobs/:id's live query: renders nothing, reports the query's state to the page, which draws the
 * job the page came with until this part has loaded (after the first commit).
 */
export function JobPageQuery({ id, onChange }: { id: string; onChange: (state: JobPageQueryState) => void }) {
  const query = useGetJobPageQuery(id, { skip: !id });
  useReportItemQuery(
    id,
    query,
    { isNotFound: isJobNotFound, fallback: 'Something went wrong while loading the job. Please try again.' },
    onChange,
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
