import { decideAccess } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { PAGE_NAMES } from '@freelane/shared/contracts/status-vocabulary';
import { ADMIN_TABS, adminTabPath, ROUTE_TABLE } from '@freelane/shared/pages';
import { matchPath } from 'react-router-dom';
import { menuItemsFor, openableItems, type NavItem } from './menu-items';

type MenuUser = Pick<CurrentUser, 'role' | 'hiringAssistantStatus'>;

const links = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => [...(item.to ? [item] : []), ...links(item.children ?? [])]);

const routeOf = (to: string) =>
  ROUTE_TABLE.find((entry) => matchPath({ path: entry.path, end: true }, to.split('?')[0]));

const USERS: [string, MenuUser][] = [
  ['a client', { role: 'client', hiringAssistantStatus: 'Inactive' }],
  ['a freelancer', { role: 'freelancer', hiringAssistantStatus: 'Inactive' }],
  ['an accepted hiring assistant', { role: 'freelancer', hiringAssistantStatus: 'Accepted' }],
  ['an admin', { role: 'admin', hiringAssistantStatus: 'Inactive' }],
  ['a user with no role yet', { role: 'none', hiringAssistantStatus: 'Inactive' } as unknown as MenuUser],
];

describe('menus by role', () => {
  it.each(USERS)('never link %s to a page their role cannot open (the route table decides)', (_, user) => {
    const menu = links(menuItemsFor(user));
    expect(menu.length).toBeGreaterThan(0);
    for (const item of menu) {
      const route = routeOf(item.to!);
      expect(route).toBeDefined();
      expect([item.to, decideAccess(route!.access, user)]).toEqual([item.to, 'allow']);
    }
  });

  it("gives the admin the panel's queues, each at its own address, and no freelancer or client page", () => {
    const menu = links(menuItemsFor({ role: 'admin', hiringAssistantStatus: 'Inactive' }));
    const targets = menu.map((item) => item.to);
    for (const tab of ADMIN_TABS) expect(menu).toContainEqual({ label: tab.label, to: adminTabPath(tab.key) });
    for (const page of ['/find-jobs', '/earnings', '/my-project', '/proposals', '/myJobs', '/transaction']) {
      expect(targets).not.toContain(page);
    }
  });

  it('names each list page as its title does, and each status filter as its badge', () => {
    const client = links(menuItemsFor({ role: 'client', hiringAssistantStatus: 'Inactive' }));
    const freelancer = links(menuItemsFor({ role: 'freelancer', hiringAssistantStatus: 'Inactive' }));
    expect(client).toContainEqual(expect.objectContaining({ to: '/myJobs', label: PAGE_NAMES.clientJobs }));
    expect(freelancer).toContainEqual({ to: '/my-project', label: PAGE_NAMES.freelancerProjects });
    expect(client).toContainEqual({ to: '/myJobs?status=paused', label: 'Pending Review' });
    expect(client.map((item) => item.label)).not.toContain('Paused Jobs');
  });

  it('drops a link the role cannot open and a group left with nothing to open', () => {
    const items: NavItem[] = [
      { label: 'Earnings', to: '/earnings' },
      { label: 'Freelance', children: [{ label: 'Find Jobs', to: '/find-jobs' }] },
      { label: 'Community', to: '/community' },
    ];
    expect(openableItems(items, { role: 'client', hiringAssistantStatus: 'Inactive' })).toEqual([
      { label: 'Community', to: '/community' },
    ]);
  });
});
