import type { CommandContext } from './command-context';
import { SOCKET_EVENTS, type Notification } from '@freelane/shared/contracts';
import type { NotificationRow } from '../db/schema';
import { absoluteLink, siteLinks } from '../lib/site-links';
import { notificationEmail } from '../mail/notification-email';
import { defaultChannels, type NotificationParty } from '../repositories/notification-preferences';
import type { NewNotification } from '../repositories/notifications';
import { presentNotification } from '../presenters/notification';

/**
 * Types that send their own, richer mail instead (the work mail lists the files and the review
 * deadline: commands/submit-work.ts, which honours the same Job e-mail preference).
 */
export const TYPES_WITH_OWN_MAIL: ReadonlySet<string> = new Set([
  'work_submitted',
  'revision_submitted',
  // Answers to something the person asked for (commands/programme-applications.ts): always mailed.
  'mentorApplicationDecided',
  'hiringAssistantApplicationDecided',
  'mentorsAvailable',
  // A job alert's mail is its saved search's (instant or daily, with one-click unsubscribe): commands/job-alerts.ts.
  'job_alert',
]);

/** Message notifications are mailed only by the unread-message digest (plugins/scheduler.ts), batched. */
export const mailedHere = (input: NewNotification) =>
  input.category !== 'Message' && !TYPES_WITH_OWN_MAIL.has(input.type);

/** The generic mail of a notification (its category's e-mail switch on): who, what, and a link to the page. */
export const notificationMail = (
  app: Pick<CommandContext, 'config'>,
  recipient: NotificationParty,
  sender: NotificationParty | null,
  input: NewNotification,
) =>
  notificationEmail({
    to: recipient.email,
    recipientName: recipient.fullName,
    senderName: sender?.fullName ?? null,
    message: input.message,
    category: input.category,
    link: absoluteLink(app.config.publicUrl, input.link ?? siteLinks.notificationCentre()),
    settingsLink: absoluteLink(app.config.publicUrl, siteLinks.notificationCentre()),
  });

export async function mailNotification(
  app: CommandContext,
  recipient: NotificationParty,
  sender: NotificationParty | null,
  input: NewNotification,
) {
  try {
    await app.mailer.send(notificationMail(app, recipient, sender, input));
  } catch (error) {
    // The event happened and is stored; a mail server being down must not turn it into an error.
    app.log.error({ err: error, userId: recipient.id, type: input.type }, 'notification mail could not be sent');
  }
}

/**
 * Delivers one notification as its recipient chose for its category: in the app (stored and pushed
 * to their open tabs) and/or by e-mail. `parties` holds the recipient and sender with preferences
 * (notificationPreferences.parties, one query for a whole batch). Resolves to the stored
 * notification, or null when the recipient turned in-app notifications of this category off.
 */
export async function deliverNotification(
  app: CommandContext,
  input: NewNotification,
  parties: ReadonlyMap<string, NotificationParty>,
  options: DeliveryOptions = {},
): Promise<Notification | null> {
  const recipient = parties.get(input.userId);
  if (!recipient) return null; // the account was deleted meanwhile
  const sender = input.senderId ? (parties.get(input.senderId) ?? null) : null;
  const channels = recipient.preferences[input.category];
  let notification: Notification | null = null;
  if (channels.inApp) {
    notification = publish(app, await app.repos.notifications.create(input), sender, options.push !== false);
  }
  if (channels.email && mailedHere(input)) await mailNotification(app, recipient, sender, input);
  return notification;
}

type NotificationSender = Pick<NotificationParty, 'fullName' | 'profilePhoto' | 'role'>;

export interface DeliveryOptions {
  /**
   * false: stored and sent to open tabs, but not pushed to devices — the thing notified about said
   * no push for itself (a saved search whose `alerts.push` is off). Otherwise the category's switch decides.
   */
  push?: boolean;
}

/**
 * A stored notification goes to its recipient's open tabs (storing it dropped their cached bell and
 * lists) and, off this path, to their subscribed devices if they push its category (issue 37).
 * Every stored notification passes here, whatever its category (notify-batch.ts too).
 */
export function publish(
  app: CommandContext,
  row: NotificationRow,
  sender: NotificationSender | null,
  push = true,
): Notification {
  const notification = presentNotification({
    ...row,
    sender: sender ? { fullName: sender.fullName, profilePhoto: sender.profilePhoto, role: sender.role } : null,
  });
  app.realtime.emitToUser(row.userId, SOCKET_EVENTS.notification, notification);
  if (push) app.push.notify({ userId: row.userId, category: row.category, link: row.link });
  return notification;
}

/**
 * As notifyUser, for a sender the caller already has. A notification that is never mailed here (a
 * chat message's: the unread digest mails those) needs nothing else from the preferences, so it is
 * stored in one statement that also reads the recipient's in-app choice: the busiest notification
 * costs one round trip, not two.
 */
export async function notifyFrom(
  app: CommandContext,
  sender: NotificationSender,
  input: NewNotification,
): Promise<Notification | null> {
  if (mailedHere(input)) return notifyUser(app, input);
  const row = await app.repos.notifications.createUnlessMuted(input, defaultChannels(input.category).inApp);
  return row ? publish(app, row, sender) : null;
}

/** Stores a notification and pushes it to the recipient's open tabs (architecture §5: every transition), as they chose. */
export async function notifyUser(app: CommandContext, input: NewNotification): Promise<Notification | null> {
  const parties = await app.repos.notificationPreferences.parties(
    input.senderId ? [input.userId, input.senderId] : [input.userId],
  );
  return deliverNotification(app, input, parties);
}
