import type { Db, Tx } from '../db/client';
import { createApplicationsRepository } from './applications';
import { createBlogsRepository } from './blogs';
import { createContactsRepository } from './contacts';
import { createDisputesRepository } from './disputes';
import { createConversationsRepository } from './conversations';
import { createEmailVerificationTokensRepository } from './email-verification-tokens';
import { createHiringRepository } from './hiring';
import { createJobWorkRepository } from './job-work';
import { createJobsRepository } from './jobs';
import { createLoginThrottlesRepository } from './login-throttles';
import { createMessagesRepository } from './messages';
import { createNewsletterRepository } from './newsletter';
import { createNotificationPreferencesRepository } from './notification-preferences';
import { createNotificationsRepository } from './notifications';
import { createPasswordResetTokensRepository } from './password-reset-tokens';
import { createPendingUploadsRepository } from './pending-uploads';
import { createProgrammesRepository } from './programmes';
import { createProjectBriefsRepository } from './project-briefs';
import { createReviewsRepository } from './reviews';
import { createScreeningRepository } from './screening';
import { createSessionsRepository } from './sessions';
import { createStoredFilesRepository } from './stored-files';
import { createUnreadMessageMailRepository } from './unread-message-mail';
import { createUsersRepository } from './users';

export function createRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    loginThrottles: createLoginThrottlesRepository(db),
    emailVerificationTokens: createEmailVerificationTokensRepository(db),
    blogs: createBlogsRepository(db),
    newsletter: createNewsletterRepository(db),
    notifications: createNotificationsRepository(db),
    passwordResetTokens: createPasswordResetTokensRepository(db),
    storedFiles: createStoredFilesRepository(db),
    pendingUploads: createPendingUploadsRepository(db),
    contacts: createContactsRepository(db),
    jobs: createJobsRepository(db),
    applications: createApplicationsRepository(db),
    jobWork: createJobWorkRepository(db),
    conversations: createConversationsRepository(db),
    messages: createMessagesRepository(db),
    projectBriefs: createProjectBriefsRepository(db),
    notificationPreferences: createNotificationPreferencesRepository(db),
    unreadMessageMail: createUnreadMessageMailRepository(db),
    reviews: createReviewsRepository(db),
    disputes: createDisputesRepository(db),
    programmes: createProgrammesRepository(db),
    hiring: createHiringRepository(db),
    screening: createScreeningRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs `work` in one transaction with every repository bound to it: what it writes through
 * `repos` (or raw `tx` queries) commits together or not at all.
 */
export function inTransaction<T>(db: Db, work: (repos: Repositories, tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(createRepositories(tx), tx));
}
