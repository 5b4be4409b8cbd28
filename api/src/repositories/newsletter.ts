import type { Db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';

export function createNewsletterRepository(db: Db) {
  return {
    /** `false` when the address was already subscribed (the unique index decides, race-free). */
    async subscribe(email: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscriptions)
        .values({ email: email.toLowerCase() })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      return rows.length === 1;
    },
  };
}
