import { Tag } from 'antd';
import { knownOr } from '@freelane/shared/contracts';
import { CLIENT_APPLICATION_STATUS } from '../lib/proposal-labels';

/** A status this code does not know (a newer release's) reads as Unknown. */
export function ApplicationStatusTag({ status }: { status: string }) {
  const { label, color } = knownOr(CLIENT_APPLICATION_STATUS, status, { label: 'Unknown', color: 'default' });
  return <Tag color={color}>{label}</Tag>;
}
