import type { Db } from '../db/client';
import { createBlogsRepository } from './blogs';
import { createEmailVerificationTokensRepository } from './email-verification-tokens';
import { createNewsletterRepository } from './newsletter';
import { createNotificationsRepository } from './notifications';
import { createSessionsRepository } from './sessions';
import { createUsersRepository } from './users';

export function createRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    emailVerificationTokens: createEmailVerificationTokensRepository(db),
    blogs: createBlogsRepository(db),
    newsletter: createNewsletterRepository(db),
    notifications: createNotificationsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
