import type { messageEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';
import { presentSearchResult } from '../../presenters/chat';

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a search as PostgreSQL prefix terms: letters and digits only (nothing that
 * to_tsquery could read as an operator), lower case, each once, at most 8.
 */
export function searchTerms(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/**
 * GET /message/search?q=&userId=&limit=: full-text search of the messages the caller can still
 * see (not deleted, not in a conversation they cleared), optionally in one conversation.
 * Nothing searchable in `q` (only punctuation) is an empty result, not an error.
 */
export const searchMessages: Implementation<typeof messageEndpoints.searchMessages> = {
  rateLimit: perUserLimit(60, '1 minute'),
  handler: async ({ app, user, query }) => {
    const { q, userId, limit } = query;
    const hits = await app.repos.conversations.search({
      userId: user.id,
      terms: searchTerms(q),
      otherUserId: userId,
      limit,
    });
    return { success: true as const, results: hits.map(presentSearchResult) };
  },
};
