import { lazy, Suspense, useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import type { SavedSearch } from '@freelane/shared/contracts';
import { MAX_SAVED_SEARCHES } from '@freelane/shared/contracts/saved-search-limits';
import {
  ErrorState,
  LinkButton,
  PageContainer,
  PlainButton,
  PlainCard,
  PlainCountBadge,
  PlainEmpty,
  PlainSkeleton,
  useConfirm,
  useToasts,
} from '@freelane/shared/ui';
import {
  useDeleteSavedSearchMutation,
  useListSavedSearchesQuery,
  useOpenSavedSearchMutation,
} from '../features/saved-searches/api/saved-searches';
import { describeQuery, findJobsLink } from '../features/saved-searches/lib/saved-search-query';
import '../features/saved-searches/components/saved-searches.css';

const SaveSearchDialog = lazy(() => import('../features/saved-searches/components/save-search-dialog'));

const EMAIL_WORDS: Record<SavedSearch['alerts']['email'], string> = {
  unknown: 'e-mail',
  off: 'no e-mail',
  instant: 'e-mail at once',
  daily: 'daily e-mail digest',
};

function alertsText(search: SavedSearch): string {
  const parts = [
    search.alerts.inApp ? 'in the app' : null,
    EMAIL_WORDS[search.alerts.email],
    search.alerts.push ? 'push' : null,
  ];
  return `Alerts: ${parts.filter(Boolean).join(', ')}`;
}

/** /saved-searches (issue 37): the freelancer's saved searches, their new matches, edit and delete. */
function SavedSearches() {
  const query = useListSavedSearchesQuery();
  const [openSearch] = useOpenSavedSearchMutation();
  const [remove] = useDeleteSavedSearchMutation();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const { message } = useToasts();
  const confirm = useConfirm();
  const searches = query.data?.savedSearches ?? [];

  // Its new matches count from now; the link opens the list whatever the answer.
  const handleOpen = (search: SavedSearch) => void openSearch(search._id);
  const handleDelete = async (search: SavedSearch) => {
    try {
      await remove(search._id).unwrap();
      message.success('Saved search deleted.');
    } catch (error) {
      message.error(getErrorMessage(error, 'The saved search could not be deleted. Please try again.'));
    }
  };

  return (
    <PageContainer>
      {/* Plain markup (issue 39): the first screen loads no antd; the edit dialog brings it. */}
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Saved searches
      </h1>
      <p className="fl-text-secondary">
        New jobs matching a saved search alert you as you chose. Save up to {MAX_SAVED_SEARCHES} from Find Jobs.
      </p>
      {query.isLoading ? (
        <PlainSkeleton />
      ) : query.isError ? (
        <ErrorState
          title="We couldn't load your saved searches"
          message={getErrorMessage(query.error, 'Something went wrong. Please try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : searches.length === 0 ? (
        <PlainEmpty description="No saved searches yet.">
          <LinkButton type="primary" to="/find-jobs">
            Find Jobs
          </LinkButton>
        </PlainEmpty>
      ) : (
        <div className="fl-saved-searches">
          {searches.map((search) => (
            <PlainCard key={search._id} aria-label={search.name}>
              <div className="fl-saved-search">
                <div>
                  <h2 className="fl-title" style={{ fontSize: 18, margin: 0 }}>
                    {search.name}{' '}
                    {search.newMatches > 0 && (
                      <PlainCountBadge
                        color="red"
                        count={search.newMatches}
                        label={`${search.newMatches} new matching jobs since you last opened it`}
                      />
                    )}
                  </h2>
                  <span>{describeQuery(search)}</span>
                  <br />
                  <span className="fl-text-secondary">
                    {search.newMatches === 1 ? '1 new job' : `${search.newMatches} new jobs`} since last opened ·{' '}
                    {alertsText(search)}
                  </span>
                </div>
                <div className="fl-saved-search__actions">
                  <LinkButton type="primary" to={findJobsLink(search)} onClick={() => handleOpen(search)}>
                    Open
                  </LinkButton>
                  <PlainButton onClick={() => setEditing(search)}>Edit</PlainButton>
                  <PlainButton
                    danger
                    onClick={() =>
                      confirm({
                        title: 'Delete this saved search?',
                        okText: 'Delete',
                        okButtonProps: { danger: true },
                        cancelText: 'Cancel',
                        onOk: () => handleDelete(search),
                      })
                    }
                  >
                    Delete
                  </PlainButton>
                </div>
              </div>
            </PlainCard>
          ))}
        </div>
      )}
      {editing && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open
            editing={editing}
            query={{
              ...(editing.search ? { search: editing.search } : {}),
              // A value this release does not know ("unknown") is left out rather than sent back.
              ...(editing.category && editing.category !== 'unknown' ? { category: editing.category } : {}),
              ...(editing.budget && editing.budget !== 'unknown' ? { budget: editing.budget } : {}),
              ...(editing.rank && editing.rank !== 'unknown' ? { rank: editing.rank } : {}),
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}

export default SavedSearches;
