import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { getErrorMessage, useGetJobDraftsQuery } from '@freelane/shared';
import { PagedList, useSectionLink, useToasts } from '@freelane/shared/ui';
import { useGetHiringClientsQuery } from '../../../api/hiring-clients';
import { useWithdrawJobDraftMutation } from '../api/job-draft-actions';
import { AssistantDraftItem } from './assistant-draft-item';
import { DraftJobDialog, type DraftClient } from './draft-job-dialog';

const PAGE_SIZE = 5;
/** Enough cards to find every client of a busy assistant in one call (the API's page limit). */
const CLIENT_CARDS_LIMIT = 100;

/**
 * The assistant's job drafts (issue 28, the dashboard's step 3 "post jobs for clients"): Post a job
 * for each client whose appointment they accepted, and the drafts sent with their answers.
 */
export function AssistantJobDrafts() {
  const { message } = useToasts();
  const [page, setPage] = useState(1);
  const [drafting, setDrafting] = useState<DraftClient | null>(null);
  const [withdrawingId, setWithdrawingId] = useState<string | null>(null);
  const cards = useGetHiringClientsQuery({ page: 1, limit: CLIENT_CARDS_LIMIT });
  const drafts = useGetJobDraftsQuery({ as: 'assistant', page, limit: PAGE_SIZE });
  const [withdraw] = useWithdrawJobDraftMutation();
  const headingRef = useSectionLink<HTMLHeadingElement>('drafts', !drafts.isLoading);

  // One button per client, whichever of their jobs the accepted appointment is on.
  const clients = useMemo(() => {
    const byId = new Map<string, DraftClient>();
    for (const card of cards.data?.clients ?? []) {
      if (card.status === 'accepted')
        byId.set(card.client._id, { _id: card.client._id, fullName: card.client.fullName });
    }
    return [...byId.values()];
  }, [cards.data]);

  const handleWithdraw = async (draftId: string) => {
    setWithdrawingId(draftId);
    try {
      message.success((await withdraw(draftId).unwrap()).message);
    } catch (error) {
      message.error(getErrorMessage(error, 'The draft could not be withdrawn.'));
    } finally {
      setWithdrawingId(null);
    }
  };

  return (
    <Card style={{ marginBottom: 24 }}>
      <section aria-labelledby="job-drafts-heading">
        <Typography.Title
          level={2}
          id="job-drafts-heading"
          ref={headingRef}
          tabIndex={-1}
          style={{ fontSize: 20, marginTop: 0 }}
        >
          Job drafts
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Draft a job for a client who appointed you; it is posted as theirs once they approve it.
        </Typography.Paragraph>
        {cards.isLoading ? (
          <Skeleton.Button active />
        ) : clients.length > 0 ? (
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            {clients.map((client) => (
              <Button key={client._id} type="primary" onClick={() => setDrafting(client)}>
                Post a job for {client.fullName}
              </Button>
            ))}
          </Flex>
        ) : (
          <Typography.Paragraph>
            Once you accept a client&apos;s appointment, you can post jobs for them here.
          </Typography.Paragraph>
        )}
        <PagedList
          query={drafts}
          items={drafts.data?.drafts}
          pagination={drafts.data?.pagination}
          onPageChange={setPage}
          loading={<Skeleton active paragraph={{ rows: 2 }} />}
          errorTitle="We couldn't load your job drafts"
          errorFallback="Please try again."
          empty={<Empty description="You have not drafted a job yet." />}
          pagerMarginTop={16}
        >
          {(items) =>
            items.map((draft) => (
              <AssistantDraftItem
                key={draft._id}
                draft={draft}
                withdrawing={withdrawingId === draft._id}
                onWithdraw={() => void handleWithdraw(draft._id)}
              />
            ))
          }
        </PagedList>
      </section>
      <DraftJobDialog client={drafting} onClose={() => setDrafting(null)} />
    </Card>
  );
}
