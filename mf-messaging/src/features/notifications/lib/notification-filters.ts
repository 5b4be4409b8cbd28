import type { PlainTagColor } from '@freelane/shared/ui';
// The values from a module without zod: this file is on the centre's first screen.
import {
  NOTIFICATION_FILTERS,
  type NotificationCategory,
  type NotificationFilter,
} from '@freelane/shared/contracts/notification-options';

/** The centre's filters in the spec's order and words (§9): All, Unread, then one per category. */
export const FILTER_LABELS: Record<NotificationFilter, string> = {
  all: 'All',
  unread: 'Unread',
  Message: 'Message',
  Proposals: 'Proposals',
  Job: 'Job',
  JobAlert: 'Job alerts',
  Payments: 'Payments',
  System: 'System',
};

export const FILTER_TABS = NOTIFICATION_FILTERS.map((key) => ({ key, label: FILTER_LABELS[key] }));

/** `?filter=` as the API names it; anything else is All. */
export function parseFilter(value: string | null): NotificationFilter {
  return (NOTIFICATION_FILTERS as readonly string[]).includes(value ?? '') ? (value as NotificationFilter) : 'all';
}

/** `?page=`: a whole number from 1. */
export function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export const CATEGORY_COLORS: Record<NotificationCategory, PlainTagColor> = {
  Message: 'blue',
  Proposals: 'purple',
  Job: 'geekblue',
  JobAlert: 'cyan',
  Payments: 'green',
  System: 'default',
};

/** What each category is about, for the empty views and the settings. */
export const CATEGORY_DESCRIPTIONS: Record<NotificationCategory, string> = {
  Message: 'New messages in your conversations.',
  Proposals: 'Proposals on your jobs, answers to yours, and project briefs sent in chat.',
  Job: 'Work delivered, revisions requested, reviews and other changes to your contracts.',
  JobAlert: 'New jobs matching your saved searches (choose which on Saved searches).',
  Payments: 'Payments released when work is accepted.',
  System: 'News about your account and Freelane.',
};

interface EmptyView {
  title: string;
  text: string;
}

export function emptyView(filter: NotificationFilter): EmptyView {
  if (filter === 'all') {
    return {
      title: 'No notifications yet',
      text: 'Messages, proposals, job updates and payments will show up here as they happen.',
    };
  }
  if (filter === 'unread') return { title: "You're all caught up", text: 'You have read every notification.' };
  return { title: `No ${FILTER_LABELS[filter]} notifications`, text: CATEGORY_DESCRIPTIONS[filter] };
}
