import type { CurrentUser } from '@freelane/shared/contracts';

export interface NavLink {
  label: string;
  to: string;
}

/** The "Easy Money" Hiring Assistant link (spec §2): by status; any other value shows none. */
export function hiringAssistantLink(status: CurrentUser['hiringAssistantStatus'] | string | undefined): NavLink | null {
  switch (status) {
    case 'Accepted':
      return { label: 'Hiring Assistant', to: '/hiringAssistantDashboard' };
    case 'Inactive':
      return { label: 'Hiring Assistant', to: '/joinHiringAssistant' };
    case 'Pending':
      return { label: 'Hiring Assistant', to: '/applyHiringForm' };
    default:
      return null;
  }
}
