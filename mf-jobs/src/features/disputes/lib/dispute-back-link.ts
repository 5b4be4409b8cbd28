/** Where "back" leads from a dispute: the list the caller reached it from. */
export function disputeBackLink(role: string | null | undefined): { to: string; label: string } {
  if (role === 'admin') return { to: '/adminPanel', label: 'Back to Admin Overview' };
  if (role === 'freelancer') return { to: '/my-project', label: 'Back to My Project' };
  return { to: '/myJobs', label: 'Back to My Jobs' };
}
