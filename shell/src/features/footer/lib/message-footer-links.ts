import type { Role } from '@freelane/shared/contracts';

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
    { to: '/my-project', label: 'My Project' },
    { to: '/proposals', label: 'Proposals' },
  ],
};

export function messageFooterLinks(role: Role | null | undefined): readonly FooterLink[] {
  return (role && MESSAGE_FOOTER_LINKS[role]) || [];
}
