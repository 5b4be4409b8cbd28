import { PlainTag, type PlainTagColor } from '@freelane/shared/ui';
import type { JobStatus } from '@freelane/shared/contracts';

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

/** A job's status as a tag; plain (no antd), since it is on the dashboards' first screen. */
export function JobStatusTag({ status }: { status: JobStatus }) {
  return <PlainTag color={STATUS_COLORS[status]}>{JOB_STATUS_LABELS[status]}</PlainTag>;
}
