import type { CurrentUser } from '@freelane/shared/contracts';

/** Where a Google sign-in lands by role (spec §2: clients go to their jobs here, not the dashboard). */
export function getGoogleLandingPath(user: Pick<CurrentUser, 'role'>): string {
  switch (user.role) {
    case 'freelancer':
      return '/freelancersHome';
    case 'client':
      return '/myJobs';
    case null:
      return '/select-role';
    default:
      return '/';
  }
}
