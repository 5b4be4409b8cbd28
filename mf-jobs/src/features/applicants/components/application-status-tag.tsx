import { PlainTag } from '@freelane/shared/ui';
import { knownOr } from '@freelane/shared/contracts';
import { CLIENT_APPLICATION_STATUS } from '../lib/proposal-labels';

/** A status this code does not know (a newer release's) reads as Unknown. Plain: Job Applicants' first screen (issue 39). */
export function ApplicationStatusTag({ status }: { status: string }) {
  const { label, color } = knownOr(CLIENT_APPLICATION_STATUS, status, { label: 'Unknown', color: 'default' as const });
  return <PlainTag color={color}>{label}</PlainTag>;
}
