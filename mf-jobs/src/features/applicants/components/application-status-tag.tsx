import { Tag } from 'antd';
import type { ApplicationStatus } from '@freelane/shared/contracts';
import { CLIENT_APPLICATION_STATUS } from '../lib/proposal-labels';

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { label, color } = CLIENT_APPLICATION_STATUS[status];
  return <Tag color={color}>{label}</Tag>;
}
