import { Tag } from 'antd';
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

const STATUS_COLORS: Record<JobStatus, string> = {
  active: 'blue',
  progress: 'processing',
  paused: 'gold',
  review: 'purple',
  completed: 'success',
  disputes: 'error',
  closed: 'default',
};

export function JobStatusTag({ status }: { status: JobStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{JOB_STATUS_LABELS[status]}</Tag>;
}
