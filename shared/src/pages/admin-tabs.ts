/**
 * The admin panel's queues (issue 36): each is a tab of /adminPanel with its own address
 * (`/adminPanel?tab=disputes`), so a reload keeps it and a link shares it. The admin menu and the
 * panel's tabs both read this list, so the two say the same words and reach the same places.
 * Plain data: the shell's header reads it on its first screen.
 */
export const ADMIN_PANEL_PATH = '/adminPanel';

export const ADMIN_TABS = [
  { key: 'jobs', label: 'Jobs' },
  { key: 'disputes', label: 'Disputes' },
  { key: 'applications', label: 'Applications' },
  { key: 'blog', label: 'Blog' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

/** The tab an address names; an unknown or missing one is the first (Jobs). */
export function readAdminTab(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((tab) => tab.key === value)?.key ?? ADMIN_TABS[0].key;
}

export const adminTabPath = (tab: AdminTab): string => `${ADMIN_PANEL_PATH}?tab=${tab}`;
