import type { CurrentUser } from '../contracts/user';

/**
 * Who may open a page (brief "Client access rules"; the API enforces the same on its side).
 * public: anyone; guest: only visitors (signed-in users go to their landing);
 * signedIn: any signed-in user; client / freelancer / admin: that role;
 * hiringAssistant: a signed-in user whose hiring-assistant application was accepted.
 */
export type Access = 'public' | 'guest' | 'signedIn' | 'client' | 'freelancer' | 'admin' | 'hiringAssistant';

export type AccessDecision = 'allow' | 'signIn' | 'landing' | 'forbidden';

/** Where a user lands after sign-in, and where "home" is for them. */
export function getLandingPath(user: Pick<CurrentUser, 'role'>): string {
  switch (user.role) {
    case 'freelancer':
      return '/freelancersHome';
    case 'client':
      return '/client-dashboard';
    case 'admin':
      return '/adminPanel';
    default:
      return '/select-role';
  }
}

export function decideAccess(
  access: Access,
  user: Pick<CurrentUser, 'role' | 'hiringAssistantStatus'> | null,
): AccessDecision {
  if (access === 'public') return 'allow';
  if (access === 'guest') return user ? 'landing' : 'allow';
  if (!user) return 'signIn';
  switch (access) {
    case 'signedIn':
      return 'allow';
    case 'hiringAssistant':
      return user.hiringAssistantStatus === 'Accepted' ? 'allow' : 'forbidden';
    default:
      return user.role === access ? 'allow' : 'forbidden';
  }
}
