import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Card, Empty, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '@freelane/shared/contracts';
import { ErrorState, PageContainer, useToasts, withAntd } from '@freelane/shared/ui';
import {
  useDeleteSavedSearchMutation,
  useListSavedSearchesQuery,
  useOpenSavedSearchMutation,
} from '../features/saved-searches/api/saved-searches';
import { describeQuery, findJobsLink } from '../features/saved-searches/lib/saved-search-query';

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
  const navigate = useNavigate();
  const { message } = useToasts();
  const searches = query.data?.savedSearches ?? [];

  const handleOpen = (search: SavedSearch) => {
    // Its new matches count from now; the list opens whatever the answer.
    void openSearch(search._id);
    navigate(findJobsLink(search));
  };
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
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Saved searches
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        New jobs matching a saved search alert you as you chose. Save up to {MAX_SAVED_SEARCHES} from Find Jobs.
      </Typography.Paragraph>
      {query.isLoading ? (
        <Skeleton active />
      ) : query.isError ? (
        <ErrorState
          title="We couldn't load your saved searches"
          message={getErrorMessage(query.error, 'Something went wrong. Please try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : searches.length === 0 ? (
        <Empty description="No saved searches yet.">
          <Button type="primary" onClick={() => navigate('/find-jobs')}>
            Find Jobs
          </Button>
        </Empty>
      ) : (
        <Flex vertical gap={16}>
          {searches.map((search) => (
            <Card key={search._id} size="small" aria-label={search.name}>
              <Flex justify="space-between" align="center" gap={16} wrap>
                <div>
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    {search.name}{' '}
                    <Badge
                      count={search.newMatches}
                      showZero={false}
                      title={`${search.newMatches} new matching jobs since you last opened it`}
                    />
                  </Typography.Title>
                  <Typography.Text>{describeQuery(search)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {search.newMatches === 1 ? '1 new job' : `${search.newMatches} new jobs`} since last opened ·{' '}
                    {alertsText(search)}
                  </Typography.Text>
                </div>
                <Flex gap={8} wrap>
                  <Button type="primary" onClick={() => handleOpen(search)}>
                    Open
                  </Button>
                  <Button onClick={() => setEditing(search)}>Edit</Button>
                  <Popconfirm
                    title="Delete this saved search?"
                    okText="Delete"
                    onConfirm={() => void handleDelete(search)}
                  >
                    <Button danger>Delete</Button>
                  </Popconfirm>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
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

export default withAntd(SavedSearches);
