import { MAX_SAVED_SEARCHES, type SavedSearch } from '@freelane/shared/contracts';
import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { conflict, notFound } from '../../errors';
import type { SavedSearchWithCount } from '../../repositories/saved-searches';

/** Another person's saved search answers as if it did not exist. */
const missing = () => notFound('This saved search does not exist.', 'SAVED_SEARCH_NOT_FOUND');

export const presentSavedSearch = (row: SavedSearchWithCount): SavedSearch => ({
  _id: row.id,
  name: row.name,
  search: row.search,
  category: row.category,
  budget: row.budget,
  rank: row.rank,
  alerts: { inApp: row.alertInApp, email: row.alertEmail, push: row.alertPush },
  newMatches: row.newMatches,
  lastOpenedAt: row.lastOpenedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** GET /job/savedSearches: the caller's own, oldest first, with their new matches. */
export const listSavedSearches: Handler<typeof jobEndpoints.listSavedSearches> = async ({ app, user }) => ({
  success: true as const,
  savedSearches: (await app.repos.savedSearches.list(user.id)).map(presentSavedSearch),
});

/** POST /job/savedSearches (201): at most MAX_SAVED_SEARCHES per person. */
export const createSavedSearch: Handler<typeof jobEndpoints.createSavedSearch> = async ({ app, user, body }) => {
  const created = await app.repos.savedSearches.createWithin(user.id, body, MAX_SAVED_SEARCHES, app.clock.now());
  if (created === 'full') {
    throw conflict(
      `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer need to save this one.`,
      'SAVED_SEARCHES_LIMIT',
    );
  }
  return { success: true as const, savedSearch: presentSavedSearch({ ...created, newMatches: 0 }) };
};

export const updateSavedSearch: Handler<typeof jobEndpoints.updateSavedSearch> = async ({
  app,
  user,
  params,
  body,
}) => {
  if (!(await app.repos.savedSearches.update(params.id, user.id, body, app.clock.now()))) throw missing();
  const row = await app.repos.savedSearches.one(params.id, user.id);
  if (!row) throw missing();
  return { success: true as const, savedSearch: presentSavedSearch(row) };
};

/** POST /job/savedSearches/{id}/open: Find Jobs ran it; its new matches count from now. */
export const openSavedSearch: Handler<typeof jobEndpoints.openSavedSearch> = async ({ app, user, params }) => {
  if (!(await app.repos.savedSearches.markOpened(params.id, user.id, app.clock.now()))) throw missing();
  const row = await app.repos.savedSearches.one(params.id, user.id);
  if (!row) throw missing();
  return { success: true as const, savedSearch: presentSavedSearch(row) };
};

export const deleteSavedSearch: Handler<typeof jobEndpoints.deleteSavedSearch> = async ({ app, user, params }) => {
  if (!(await app.repos.savedSearches.remove(params.id, user.id))) throw missing();
  return { success: true, message: 'Saved search deleted.' };
};
