import type { Db, Tx } from '../db/client';
import type { Clock } from '../plugins/clock';
import { PendingChanges, type ChangeFeed, type Changed } from './changes';
import { createApplicationsRepository } from './applications';
import { createBlogsRepository } from './blogs';
import { createContactsRepository } from './contacts';
import { createDisputesRepository } from './disputes';
import { createConversationsRepository } from './conversations';
import { createEmailVerificationTokensRepository } from './email-verification-tokens';
import { createHiringRepository } from './hiring';
import { createInvoicesRepository } from './invoices';
import { createJobAlertsRepository } from './job-alerts';
import { createJobDraftsRepository } from './job-drafts';
import { createJobWorkRepository } from './job-work';
import { createJobsRepository } from './jobs';
import { createLoginThrottlesRepository } from './login-throttles';
import { createMailOutboxRepository } from './mail-outbox';
import { createMessagesRepository } from './messages';
import { createNewsletterRepository } from './newsletter';
import { createNotificationPreferencesRepository } from './notification-preferences';
import { createNotificationsRepository } from './notifications';
import { createPasswordResetTokensRepository } from './password-reset-tokens';
import { createPushSubscriptionsRepository } from './push-subscriptions';
import { createPendingUploadsRepository } from './pending-uploads';
import { createProgrammesRepository } from './programmes';
import { createProjectBriefsRepository } from './project-briefs';
import { createReviewsRepository } from './reviews';
import { createSavedSearchesRepository } from './saved-searches';
import { createScreeningRepository } from './screening';
import { createSessionsRepository } from './sessions';
import { createSignInSecurityRepository } from './sign-in-security';
import { createStoredFilesRepository } from './stored-files';
import { createUnreadMessageMailRepository } from './unread-message-mail';
import { createUsersRepository } from './users';

/**
 * Every repository over `db`; each reports what its committed writes changed to `changed`. `clock`
 * is the app's (plugins/clock.ts), for a repository that needs the domain's "now".
 */
export function createRepositories(db: Db, changed: Changed, clock: Clock) {
  return {
    users: createUsersRepository(db, changed),
    sessions: createSessionsRepository(db, changed),
    loginThrottles: createLoginThrottlesRepository(db),
    emailVerificationTokens: createEmailVerificationTokensRepository(db),
    blogs: createBlogsRepository(db),
    newsletter: createNewsletterRepository(db),
    notifications: createNotificationsRepository(db, changed),
    passwordResetTokens: createPasswordResetTokensRepository(db),
    storedFiles: createStoredFilesRepository(db),
    pendingUploads: createPendingUploadsRepository(db),
    contacts: createContactsRepository(db, changed),
    jobs: createJobsRepository(db, changed, clock),
    applications: createApplicationsRepository(db, changed),
    jobWork: createJobWorkRepository(db, changed),
    conversations: createConversationsRepository(db, changed),
    messages: createMessagesRepository(db),
    projectBriefs: createProjectBriefsRepository(db, changed),
    notificationPreferences: createNotificationPreferencesRepository(db),
    unreadMessageMail: createUnreadMessageMailRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    reviews: createReviewsRepository(db, changed),
    disputes: createDisputesRepository(db, changed),
    programmes: createProgrammesRepository(db, changed),
    hiring: createHiringRepository(db),
    jobDrafts: createJobDraftsRepository(db, changed),
    screening: createScreeningRepository(db),
    invoices: createInvoicesRepository(db),
    pushSubscriptions: createPushSubscriptionsRepository(db),
    signInSecurity: createSignInSecurityRepository(db),
    savedSearches: createSavedSearchesRepository(db),
    jobAlerts: createJobAlertsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs `work` in one transaction with every repository bound to it: what it writes through
 * `repos` commits together or not at all, and what those writes changed is published once the
 * transaction has committed (never if it rolled back). Raw `tx` writes must say what they changed
 * through `changed`.
 */
export async function inTransaction<T>(
  { db, changes, clock }: { db: Db; changes: ChangeFeed; clock: Clock },
  work: (repos: Repositories, tx: Tx, changed: Changed) => Promise<T>,
): Promise<T> {
  const pending = new PendingChanges();
  const result = await db.transaction((tx) => work(createRepositories(tx, pending.record, clock), tx, pending.record));
  await pending.publishTo(changes.publish);
  return result;
}
