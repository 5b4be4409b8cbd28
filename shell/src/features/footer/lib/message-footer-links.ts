import type { Role } from '@freelane/shared/contracts';
import { knownOr } from '@freelane/shared/contracts/known-values';

export interface FooterLink {
  to: string;
  label: string;
}

/**
 * The spec gives clients and freelancers different footers on the Messages screen: each gets the
 * pages they go on to from a conversation. Admins and users without a role get none.
 */
export const MESSAGE_FOOTER_LINKS: Partial<Record<Role, readonly FooterLink[]>> = {
  client: [
    { to: '/post-jobs', label: 'Post A Job' },
    { to: '/find-talent', label: 'Find Talent' },
    { to: '/myJobs', label: 'My Jobs' },
  ],
  freelancer: [
    { to: '/find-jobs', label: 'Find Jobs' },
    { to: '/my-project', label: 'My Projects' },
    { to: '/proposals', label: 'Proposals' },
  ],
};

/** A role this code does not know (a newer release's) gets none. */
export function messageFooterLinks(role: string | null | undefined): readonly FooterLink[] {
  return knownOr(MESSAGE_FOOTER_LINKS, role, []);
}
