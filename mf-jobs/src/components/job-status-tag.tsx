import { PlainTag, type PlainTagColor } from '@freelane/shared/ui';
import { knownOr, type JobStatus } from '@freelane/shared/contracts';

/** What each job status reads as, for both roles (spec §4 names; "review" is the In Revision state). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Active',
  progress: 'In Progress',
  paused: 'Pending Review',
  review: 'In Revision',
  completed: 'Completed',
  disputes: 'Disputed',
  closed: 'Closed',
};

// antd's status tags (processing, success, error) drew the theme's info, success and error colours,
// which are its blue, green and red presets' shades: the same look without antd.
const STATUS_COLORS: Record<JobStatus, PlainTagColor> = {
  active: 'blue',
  progress: 'blue',
  paused: 'gold',
  review: 'purple',
  completed: 'green',
  disputes: 'red',
  closed: 'default',
};

/** What a job's status reads as; one this code does not know (a newer release's) reads Unknown. */
export const jobStatusLabel = (status: string) => knownOr(JOB_STATUS_LABELS, status, 'Unknown');

/**
 * A job's status as a tag; plain (no antd), since it is on the dashboards' first screen. A status
 * this code does not know (`unknown`, or one a newer API computes) reads as Unknown.
 */
export function JobStatusTag({ status }: { status: string }) {
  return <PlainTag color={knownOr(STATUS_COLORS, status, 'default')}>{jobStatusLabel(status)}</PlainTag>;
}
