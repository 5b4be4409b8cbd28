import { decideAccess, getLandingPath } from '@freelane/shared/session';
import type { CurrentUser } from '@freelane/shared/contracts';
import { JOB_STATUS_LABELS, PAGE_NAMES } from '@freelane/shared/contracts/status-vocabulary';
import { ADMIN_TABS, adminTabPath, ROUTE_TABLE } from '@freelane/shared/pages';
import { matchPath } from 'react-router-dom';
import { hiringAssistantLink } from './hiring-assistant-link';

type MenuUser = Pick<CurrentUser, 'role' | 'hiringAssistantStatus'>;

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
      label: PAGE_NAMES.clientJobs,
      to: '/myJobs',
      // Each filter reads as the badge of the jobs it lists (the one vocabulary, issue 36).
      children: (['progress', 'completed', 'paused'] as const).map((status) =>
        link(`/myJobs?status=${status}`, JOB_STATUS_LABELS[status]),
      ),
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

/** A freelancer's navigation (spec §1); a role-less user sees what of it they may open. */
export function freelancerMenuItems(user: MenuUser): NavItem[] {
  const hiringAssistant = hiringAssistantLink(user.hiringAssistantStatus);
  return [
    // A role-less user's dashboard is their own landing (choosing a role), not the freelancer one.
    link(getLandingPath(user), 'Dashboard'),
    link('/find-jobs', 'Find Jobs'),
    link('/saved-searches', 'Saved searches'),
    link('/my-project', PAGE_NAMES.freelancerProjects),
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

/** The admin's navigation (issue 36): the panel's queues, each at its own address, and no member pages. */
export function adminMenuItems(): NavItem[] {
  return [...ADMIN_TABS.map((tab) => link(adminTabPath(tab.key), tab.label)), link('/community', 'Community')];
}

/** Whether the route table lets this user open the page a link points at (its query aside). */
export function mayOpen(to: string, user: MenuUser): boolean {
  const pathname = to.split(/[?#]/)[0];
  const route = ROUTE_TABLE.find((entry) => matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname));
  return route !== undefined && decideAccess(route.access, user) === 'allow';
}

/** Drops every link the user's role cannot open, and a group left with nothing to open. */
export function openableItems(items: NavItem[], user: MenuUser): NavItem[] {
  return items.flatMap((item) => {
    const children = item.children ? openableItems(item.children, user) : undefined;
    const to = item.to !== undefined && mayOpen(item.to, user) ? item.to : undefined;
    if (to === undefined && !children?.length) return [];
    return [{ label: item.label, ...(to !== undefined ? { to } : {}), ...(children?.length ? { children } : {}) }];
  });
}

/**
 * The menu of a signed-in user, by role, built so it can never link a page the role cannot open: every
 * item passes through the route table's access (the rule the shell's router and the API enforce).
 */
export function menuItemsFor(user: MenuUser): NavItem[] {
  const items =
    user.role === 'client' ? clientMenuItems() : user.role === 'admin' ? adminMenuItems() : freelancerMenuItems(user);
  return openableItems(items, user);
}
