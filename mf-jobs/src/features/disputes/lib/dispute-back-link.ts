import { adminTabPath } from '@freelane/shared/pages';
import { PAGE_NAMES } from '@freelane/shared/contracts/status-vocabulary';

/** Where "back" leads from a dispute: the list the caller reached it from. */
export function disputeBackLink(role: string | null | undefined): { to: string; label: string } {
  if (role === 'admin') return { to: adminTabPath('disputes'), label: 'Back to Disputes' };
  if (role === 'freelancer') return { to: '/my-project', label: `Back to ${PAGE_NAMES.freelancerProjects}` };
  return { to: '/myJobs', label: `Back to ${PAGE_NAMES.clientJobs}` };
}
