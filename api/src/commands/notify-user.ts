import type { CommandContext } from './command-context';
import { SOCKET_EVENTS, type Notification } from '@freelane/shared/contracts';
import { userScope } from '../lib/read-cache';
import { absoluteLink, siteLinks } from '../lib/site-links';
import { notificationEmail } from '../mail/notification-email';
import type { NotificationParty } from '../repositories/notification-preferences';
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
]);

/** Message notifications are mailed only by the unread-message digest (plugins/scheduler.ts), batched. */
const mailedHere = (input: NewNotification) => input.category !== 'Message' && !TYPES_WITH_OWN_MAIL.has(input.type);

export async function mailNotification(
  app: CommandContext,
  recipient: NotificationParty,
  sender: NotificationParty | null,
  input: NewNotification,
) {
  try {
    await app.mailer.send(
      notificationEmail({
        to: recipient.email,
        recipientName: recipient.fullName,
        senderName: sender?.fullName ?? null,
        message: input.message,
        category: input.category,
        link: absoluteLink(app.config.publicUrl, input.link ?? siteLinks.notificationCentre()),
        settingsLink: absoluteLink(app.config.publicUrl, siteLinks.notificationCentre()),
      }),
    );
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
): Promise<Notification | null> {
  const recipient = parties.get(input.userId);
  if (!recipient) return null; // the account was deleted meanwhile
  const sender = input.senderId ? (parties.get(input.senderId) ?? null) : null;
  const channels = recipient.preferences[input.category];
  let notification: Notification | null = null;
  if (channels.inApp) {
    const row = await app.repos.notifications.create(input);
    await app.forgetReads(userScope(input.userId)); // their bell and lists, before the push below
    notification = presentNotification({
      ...row,
      sender: sender ? { fullName: sender.fullName, profilePhoto: sender.profilePhoto } : null,
    });
    app.realtime.emitToUser(input.userId, SOCKET_EVENTS.notification, notification);
  }
  if (channels.email && mailedHere(input)) await mailNotification(app, recipient, sender, input);
  return notification;
}

/** Stores a notification and pushes it to the recipient's open tabs (architecture §5: every transition), as they chose. */
export async function notifyUser(app: CommandContext, input: NewNotification): Promise<Notification | null> {
  const parties = await app.repos.notificationPreferences.parties(
    input.senderId ? [input.userId, input.senderId] : [input.userId],
  );
  return deliverNotification(app, input, parties);
}
