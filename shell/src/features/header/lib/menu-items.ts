import { getLandingPath } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { hiringAssistantLink } from './hiring-assistant-link';

/** One entry of the member navigation: a page, a group of pages, or both (a page whose submenu lists more). */
export interface NavItem {
  label: string;
  to?: string;
  children?: NavItem[];
}

/**
 * "AI Freelancer" (/completed-jobs) and "Verified Freelancer" (/job-archives) point at routes the
 * spec's route table does not have; until those pages exist they go to Coming Soon.
 */
const NOT_YET_BUILT = '/coming-soon';

const link = (to: string, label: string): NavItem => ({ to, label });

export function clientMenuItems(): NavItem[] {
  return [
    link('/client-dashboard', 'Dashboard'),
    {
      label: 'Find Talent',
      to: '/find-talent',
      children: [
        link('/find-talent', 'Top Freelancer'),
        link(NOT_YET_BUILT, 'AI Freelancer'),
        link(NOT_YET_BUILT, 'Verified Freelancer'),
      ],
    },
    {
      label: 'My Job',
      to: '/myJobs',
      children: [
        link('/myJobs?status=progress', 'Running Jobs'),
        link('/myJobs?status=completed', 'Completed Jobs'),
        link('/myJobs?status=paused', 'Paused Jobs'),
      ],
    },
    {
      label: 'Talent Selection',
      children: [
        link('/hire-selectionAssistant', 'Hire Selection Assistant'),
        link('/screening-tools', 'Screening Tools'),
      ],
    },
    link('/transaction', 'Transaction'),
    link('/community', 'Community'),
  ];
}

/** Any role other than client (freelancer, admin, none yet) sees this navigation (spec §1). */
export function freelancerMenuItems(user: Pick<CurrentUser, 'role' | 'hiringAssistantStatus'>): NavItem[] {
  const hiringAssistant = hiringAssistantLink(user.hiringAssistantStatus);
  return [
    // An admin's or role-less user's dashboard is their own landing, not the freelancer one.
    link(user.role === 'freelancer' ? '/freelancersHome' : getLandingPath(user), 'Dashboard'),
    link('/find-jobs', 'Find Jobs'),
    link('/my-project', 'My Project'),
    link('/proposals', 'Proposals'),
    {
      label: 'Easy Money',
      children: [
        link('/mentorship', 'Mentorship'),
        ...(hiringAssistant ? [link(hiringAssistant.to, hiringAssistant.label)] : []),
      ],
    },
    link('/earnings', 'Earnings'),
    link('/community', 'Community'),
  ];
}
