import { buildNotification, notificationsPage } from '../testing/build-notification';
import { mergePushedNotification, removeFromList } from './notification-list-changes';

const firstPage = { filter: 'all' as const, page: 1, limit: 3 };

describe('a pushed notification in a cached page of the centre', () => {
  it('replaces an entry updated in place and moves it to the top, never adding it twice', () => {
    const chat = buildNotification({ category: 'Message', message: 'Ben sent you a message' });
    const job = buildNotification({ message: 'Work delivered' });
    const draft = notificationsPage([job, chat]);

    const known = mergePushedNotification(draft, { ...chat, message: 'Ben sent you 3 messages' }, firstPage);

    expect(known).toBe(true);
    expect(draft.notifications.map((item) => item.message)).toEqual(['Ben sent you 3 messages', 'Work delivered']);
    expect(draft.unreadCount).toBe(2);
    expect(draft.pagination.total).toBe(2);
  });

  it('keeps an updated entry in its place on a later page', () => {
    const [a, b] = [buildNotification(), buildNotification()];
    const draft = notificationsPage([a, b], { page: 2, total: 5 });
    mergePushedNotification(draft, { ...b, message: 'updated' }, { ...firstPage, page: 2 });
    expect(draft.notifications.map((item) => item.message)).toEqual([a.message, 'updated']);
  });

  it('takes an entry out of a view it no longer belongs to (read, in Unread)', () => {
    const chat = buildNotification({ category: 'Message' });
    const draft = notificationsPage([chat]);
    mergePushedNotification(draft, { ...chat, isRead: true }, { ...firstPage, filter: 'unread' });
    expect(draft.notifications).toEqual([]);
    expect(draft.unreadCount).toBe(0);
    expect(draft.pagination.total).toBe(0);
  });

  it('shows an unknown one at the top of page 1 of a matching view and asks for the server to confirm', () => {
    const older = [buildNotification(), buildNotification(), buildNotification()];
    const draft = notificationsPage(older, { total: 7 });
    const pushed = buildNotification({ category: 'Payments' });

    expect(mergePushedNotification(draft, pushed, firstPage)).toBe(false);
    expect(draft.notifications.map((item) => item._id)).toEqual([pushed._id, older[0]._id, older[1]._id]);

    const jobsOnly = notificationsPage(older);
    expect(mergePushedNotification(jobsOnly, pushed, { ...firstPage, filter: 'Job' })).toBe(false);
    expect(jobsOnly.notifications).toHaveLength(3);
  });
});

describe('deleting from a cached page', () => {
  it('drops the entry and lowers the counts', () => {
    const [read, unread] = [buildNotification({ isRead: true }), buildNotification()];
    const draft = notificationsPage([read, unread], { total: 21 });
    removeFromList(draft, unread._id);
    expect(draft.notifications).toEqual([read]);
    expect(draft.unreadCount).toBe(0);
    expect(draft.pagination).toMatchObject({ total: 20, totalPages: 1 });
  });
});
