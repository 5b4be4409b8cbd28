import { PUSH_BY_DEFAULT, type PushPayload } from '@freelane/shared/contracts';
import { siteLinks } from '../lib/site-links';

/**
 * What a push says, by category (issue 37): a title and a link, never the notification's text: a
 * push crosses a third party's service and shows on a locked screen, and a name or a message is
 * private enough to stay on the page, which loads it signed in. A category without its own title
 * (one added later) still gets the general one: no category goes unpushed for want of a line here.
 */
const TITLES: Readonly<Record<string, string>> = {
  Message: 'New message',
  JobAlert: 'New job alert',
  Proposals: 'New proposal activity',
  Job: 'Update on one of your jobs',
  Payments: 'Payment update',
  System: 'News from Freelane',
};
const GENERAL_TITLE = 'New notification on Freelane';

export function pushPayload(category: string, link: string | null): PushPayload {
  // Only a site path: the service worker opens it on our own origin.
  const safeLink = link && link.startsWith('/') && !link.startsWith('//') ? link : siteLinks.notificationCentre();
  return { title: TITLES[category] ?? GENERAL_TITLE, link: safeLink };
}

/** Whether a category is pushed before the person chooses (shared/contracts: PUSH_BY_DEFAULT). */
export const pushedByDefault = (category: string): boolean => PUSH_BY_DEFAULT.includes(category);
