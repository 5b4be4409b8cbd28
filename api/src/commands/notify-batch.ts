import type { CommandContext } from './command-context';
import type { Notification } from '@freelane/shared/contracts';
import type { NotificationRow } from '../db/schema';
import type { Repositories } from '../repositories';
import type { NotificationParty } from '../repositories/notification-preferences';
import type { NewNotification } from '../repositories/notifications';
import { mailedHere, notificationMail, publish } from './notify-user';

/** One notification of a batch, and whether it may be pushed to devices (DeliveryOptions.push). */
export interface BatchNotification {
  input: NewNotification;
  push?: boolean;
}

/** What a stored batch still has to do once its transaction has committed (`publishBatch`). */
export interface StoredBatch {
  stored: { row: NotificationRow; push: boolean }[];
  mailIds: string[];
}

/**
 * The batch path of `deliverNotification` (notify-user.ts), for a fan-out of thousands (a job
 * alert): the same rules — the recipient's in-app choice for the category decides whether a row is
 * stored, their e-mail choice whether the generic mail is written — but the rows go in multi-row
 * INSERTs and the mails into the outbox in multi-row INSERTs, through `repos`, so inside the caller's
 * transaction they commit with whatever the notifications are about (a crash leaves neither).
 * Nothing is sent from here: the open tabs, the devices and the mail are `publishBatch`'s, after the
 * commit, so no socket or push holds the transaction. `parties`: notificationPreferences.parties of
 * every recipient and sender. No `refKey` (notifications.createMany).
 */
export async function storeBatch(
  app: Pick<CommandContext, 'config' | 'clock'>,
  repos: Pick<Repositories, 'notifications' | 'mailOutbox'>,
  batch: readonly BatchNotification[],
  parties: ReadonlyMap<string, NotificationParty>,
): Promise<StoredBatch> {
  const inApp = batch.filter(({ input }) => parties.get(input.userId)?.preferences[input.category].inApp);
  const rows = await repos.notifications.createMany(inApp.map(({ input }) => input));
  const mails = batch.flatMap(({ input }) => {
    const recipient = parties.get(input.userId);
    if (!recipient || !recipient.preferences[input.category].email || !mailedHere(input)) return [];
    return [notificationMail(app, recipient, input.senderId ? (parties.get(input.senderId) ?? null) : null, input)];
  });
  return {
    // createMany answers in the inputs' order (matched by id).
    stored: rows.map((row, index) => ({ row, push: inApp[index].push !== false })),
    mailIds: await repos.mailOutbox.enqueueMany(mails, app.clock.now()),
  };
}

/**
 * After the batch's transaction committed: each stored notification to its recipient's open tabs
 * and (unless its `push` was false) devices, as `deliverNotification` does one by one, then the
 * mails written with it are attempted (the outbox retries what fails).
 */
export async function publishBatch(
  app: CommandContext,
  batch: StoredBatch,
  parties: ReadonlyMap<string, NotificationParty>,
): Promise<Notification[]> {
  const published = batch.stored.map(({ row, push }) => {
    const sender = row.senderId ? (parties.get(row.senderId) ?? null) : null;
    return publish(app, row, sender, push);
  });
  await app.mailer.deliver(batch.mailIds);
  return published;
}
