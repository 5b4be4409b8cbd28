import { beforeAnythingIsCached } from '../repositories/changes';
import { eq, inArray, sql } from 'drizzle-orm';
import { CLIENT_REVIEW_DAYS, messagePagePath } from '@freelane/shared/contracts';
import type { Db } from '../db/client';
import { conversationMembers, conversations, notifications, type UserRow } from '../db/schema';
import { createConversationsRepository } from '../repositories/conversations';
import { createMessagesRepository, type NewBrief } from '../repositories/messages';
import { createNotificationsRepository, type NewNotification } from '../repositories/notifications';
import type { DemoJobs, DemoPeople } from './demo-jobs';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface DemoChatPeople extends DemoPeople {
  admin: UserRow;
}

/** The brief Clara proposed to Ava in chat, still open: Ava can accept or decline it on `npm start`. */
export const DEMO_OPEN_BRIEF = {
  title: 'Monthly care plan for the pottery studio site',
  description:
    'Once the newsletter page is live, I would like you to look after the site each month: updates, a check that the sign-up still works, and small text or photo changes we send you.',
  delivarables:
    'A monthly update of the site and its plugins, a short report of what changed, and up to two hours of content edits per month.',
  salary: 180,
  duration: 'morethan6week',
  budgetType: 'fixed',
} as const;

/**
 * Conversations, one open project brief and notifications of every category between the demo
 * people, written through the same repositories the routes use (seq, read marks, brief in the
 * message's transaction), so /message, /notification and the bell show real data at once.
 * Conversations are marked as already e-mailed: a fresh start never mails anyone about demo history.
 */
export async function seedDemoMessages(db: Db, people: DemoChatPeople, jobs: DemoJobs, now: Date): Promise<void> {
  const { admin, clara, ava, ben } = people;
  const t = now.getTime();
  const messages = createMessagesRepository(db);
  const conversationsRepo = createConversationsRepository(db, beforeAnythingIsCached);
  const say = async (from: UserRow, to: UserRow, body: string, at: number, brief?: NewBrief) => {
    const { message } = await messages.append({ senderId: from.id, recipientId: to.id, body, brief, now: new Date(at) });
    return message;
  };
  const readUpTo = (reader: UserRow, conversationId: string, seq: number) => conversationsRepo.markRead(conversationId, reader.id, seq);

  // Clara and Ava: the pottery delivery, then Clara's open brief for a monthly care plan (unread by Ava).
  const delivered = t - DAY_MS;
  await say(ava, clara, 'Hi Clara, I have just delivered the newsletter page. The sign-up uses double opt-in with your mail provider\'s test list for now.', delivered + 5 * MINUTE_MS);
  const thanks = await say(clara, ava, 'Thank you Ava, that was quick! I will try it on my phone tonight and get back to you.', delivered + 40 * MINUTE_MS);
  await say(ava, clara, `Great. You have ${CLIENT_REVIEW_DAYS} days to review it; tell me if you want the welcome e-mail reworded.`, delivered + 45 * MINUTE_MS);
  const brief = await say(clara, ava, '', t - 2 * HOUR_MS, {
    ...DEMO_OPEN_BRIEF,
    senderId: clara.id,
    recipientId: ava.id,
    clientId: clara.id,
    freelancerId: ava.id,
  });
  await readUpTo(clara, thanks.conversationId, brief.seq);
  await readUpTo(ava, thanks.conversationId, brief.seq - 1);

  // Clara and Ben: the logo revision; Ben's last message is still unread for Clara.
  const revised = t - DAY_MS + 2 * HOUR_MS;
  const ask = await say(clara, ben, 'Hi Ben, I sent the revision request: thicker spokes and a one-colour version, please. The card is perfect.', revised);
  await say(ben, clara, 'Thanks Clara, makes sense. Thicker spokes will read much better on stickers.', revised + 20 * MINUTE_MS);
  const latest = await say(ben, clara, 'I will send the revised logo tomorrow morning, with the one-colour version for stamps.', t - 30 * MINUTE_MS);
  await readUpTo(ben, ask.conversationId, latest.seq);
  await readUpTo(clara, ask.conversationId, latest.seq - 1);

  // The team welcomes Ava (admins may write to anyone); unread.
  const welcome = await say(admin, ava, 'Welcome to Freelane, Ava! Clients can now find you in Find Talent. Reply here any time if you need a hand.', t - 3 * HOUR_MS);

  const seeded = [thanks.conversationId, ask.conversationId, welcome.conversationId];
  await db
    .update(conversationMembers)
    .set({ emailedSeq: sql`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationMembers.conversationId})` })
    .where(inArray(conversationMembers.conversationId, seeded));

  await seedDemoNotifications(
    db,
    people,
    jobs,
    { briefId: brief.briefId as string, benConversationId: ask.conversationId, welcomeConversationId: welcome.conversationId },
    t,
  );
}

interface DemoConversationIds {
  briefId: string;
  benConversationId: string;
  welcomeConversationId: string;
}

/** Notifications of every category (Message, Proposals, Job, Payments, System), some read, newest first. */
async function seedDemoNotifications(db: Db, { admin, clara, ava, ben }: DemoChatPeople, jobs: DemoJobs, ids: DemoConversationIds, t: number) {
  const repo = createNotificationsRepository(db, beforeAnythingIsCached);
  const at = (ms: number, read: boolean, input: NewNotification) => ({ input, createdAt: new Date(t - ms), read });
  const entries = [
    // Clara
    at(30 * MINUTE_MS, false, { userId: clara.id, senderId: ben.id, category: 'Message', type: 'new_message', message: 'Ben Okafor sent you a message: “I will send the revised logo tomorrow morning, with the one-colour version for stamps.”', link: messagePagePath(ben.id), refKey: `conversation:${ids.benConversationId}` }),
    at(DAY_MS, false, { userId: clara.id, senderId: ava.id, category: 'Job', type: 'work_submitted', message: `Ava Patel submitted work for "${jobs.pottery.title}". Please review it within ${CLIENT_REVIEW_DAYS} days.`, link: `/takeAction?jobId=${jobs.pottery.id}` }),
    at(DAY_MS + HOUR_MS, false, { userId: clara.id, senderId: ava.id, category: 'Proposals', type: 'application_submitted', message: `Ava Patel sent a proposal for "${jobs.bakery.title}".`, link: `/viewApplicants?jobId=${jobs.bakery.id}` }),
    at(19 * DAY_MS, true, { userId: clara.id, senderId: null, category: 'Payments', type: 'work_accepted', message: `"${jobs.checkout.title}" is complete: the agreed amount is now due from you to Ava Patel directly.`, link: `/completedJobs?jobId=${jobs.checkout.id}` }),
    at(30 * DAY_MS, true, { userId: clara.id, senderId: null, category: 'System', type: 'welcome', message: 'Welcome to Freelane! Post a job and freelancers will send you proposals — no commission, ever.', link: '/post-jobs' }),
    // Ava
    at(2 * HOUR_MS, false, { userId: ava.id, senderId: clara.id, category: 'Proposals', type: 'brief_proposed', message: `Clara Client proposed a project brief: "${DEMO_OPEN_BRIEF.title}".`, link: messagePagePath(clara.id), refKey: `brief:${ids.briefId}` }),
    at(3 * HOUR_MS, false, { userId: ava.id, senderId: admin.id, category: 'Message', type: 'new_message', message: 'Freelane Admin sent you a message: “Welcome to Freelane, Ava! Clients can now find you in Find Talent.…”', link: messagePagePath(admin.id), refKey: `conversation:${ids.welcomeConversationId}` }),
    at(10 * DAY_MS, true, { userId: ava.id, senderId: clara.id, category: 'Proposals', type: 'application_accepted', message: `Clara Client accepted your proposal for "${jobs.pottery.title}": you are hired.`, link: `/my-project` }),
    // Clara marked the checkout job paid (demo-jobs.ts): Ava is asked to confirm it received.
    at(17 * DAY_MS, false, { userId: ava.id, senderId: clara.id, category: 'Payments', type: 'payment_marked_paid', message: `Clara Client marked the agreed amount for "${jobs.checkout.title}" paid. Confirm it on the contract once you have received it.`, link: `/completedJobs?jobId=${jobs.checkout.id}` }),
    at(19 * DAY_MS, true, { userId: ava.id, senderId: clara.id, category: 'Payments', type: 'work_accepted', message: `Clara Client accepted your work on "${jobs.checkout.title}": the agreed amount is now due from them to you directly.`, link: `/completedJobs?jobId=${jobs.checkout.id}` }),
    at(40 * DAY_MS, true, { userId: ava.id, senderId: null, category: 'System', type: 'welcome', message: 'Welcome to Freelane! Complete your profile so clients can find you in Find Talent.', link: '/editProfile' }),
    // Ben
    at(DAY_MS, false, { userId: ben.id, senderId: clara.id, category: 'Job', type: 'revision_requested', message: `Clara Client asked for changes to your work on "${jobs.bikeShop.title}". Please resubmit within 4 days.`, link: `/viewRevision?jobId=${jobs.bikeShop.id}` }),
    at(3 * DAY_MS, true, { userId: ben.id, senderId: clara.id, category: 'Proposals', type: 'application_accepted', message: `Clara Client accepted your proposal for "${jobs.illustrations.title}": you are hired.`, link: '/my-project' }),
    at(35 * DAY_MS, true, { userId: ben.id, senderId: null, category: 'System', type: 'welcome', message: 'Welcome to Freelane! Complete your profile so clients can find you in Find Talent.', link: '/editProfile' }),
  ];
  for (const entry of entries) {
    const row = await repo.create(entry.input);
    await db.update(notifications).set({ createdAt: entry.createdAt, isRead: entry.read }).where(eq(notifications.id, row.id));
  }
}
