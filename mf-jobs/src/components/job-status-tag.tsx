import { PlainTag, type PlainTagColor } from '@freelane/shared/ui';
import { JOB_STATUS_LABELS, knownOr, type JobStatus } from '@freelane/shared/contracts';

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
