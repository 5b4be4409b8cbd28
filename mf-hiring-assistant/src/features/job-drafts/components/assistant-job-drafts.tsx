import { lazy, useMemo, useState } from 'react';
import { getErrorMessage, useGetJobDraftsQuery } from '@freelane/shared';
import {
  OnceOpened,
  PagedList,
  PlainButton,
  PlainCard,
  PlainEmpty,
  PlainSkeleton,
  useSectionLink,
  useToasts,
} from '@freelane/shared/ui';
import { ASSISTANT_DASHBOARD_FIRST } from '@freelane/shared/contracts/endpoints/hiring';
import { useGetHiringClientsQuery } from '../../../api/hiring-clients';
import { useWithdrawJobDraftMutation } from '../api/job-draft-actions';
import { AssistantDraftItem } from './assistant-draft-item';
import type { DraftClient } from './draft-job-dialog';

// Its form (Modal, the job fields, their zod rules and antd's theme) loads when it is first opened:
// the section renders no antd, so the dashboard's first screen loads none.
const DraftJobDialog = lazy(() => import('./draft-job-dialog').then((module) => ({ default: module.DraftJobDialog })));

/**
 * The assistant's job drafts (issue 28, the dashboard's step 3 "post jobs for clients"): Post a job
 * for each client whose appointment they accepted, and the drafts sent with their answers.
 */
export function AssistantJobDrafts() {
  const { message } = useToasts();
  const [page, setPage] = useState(1);
  const [drafting, setDrafting] = useState<DraftClient | null>(null);
  const [withdrawingId, setWithdrawingId] = useState<string | null>(null);
  const cards = useGetHiringClientsQuery(ASSISTANT_DASHBOARD_FIRST.draftClients);
  const drafts = useGetJobDraftsQuery({ ...ASSISTANT_DASHBOARD_FIRST.drafts, page });
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
    <PlainCard style={{ marginBottom: 24 }}>
      <section aria-labelledby="job-drafts-heading">
        <h2
          className="fl-title"
          id="job-drafts-heading"
          ref={headingRef}
          tabIndex={-1}
          style={{ fontSize: 20, marginTop: 0 }}
        >
          Job drafts
        </h2>
        <p className="fl-text-secondary">
          Draft a job for a client who appointed you; it is posted as theirs once they approve it.
        </p>
        {cards.isLoading ? (
          // A button's height (antd's Skeleton.Button), so nothing moves when the buttons arrive.
          <div className="fl-skeleton" aria-hidden="true" style={{ marginBottom: 16 }}>
            <div className="fl-skeleton__row" style={{ width: 64, height: 32, margin: 0 }} />
          </div>
        ) : clients.length > 0 ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
            {clients.map((client) => (
              <PlainButton key={client._id} type="primary" onClick={() => setDrafting(client)}>
                Post a job for {client.fullName}
              </PlainButton>
            ))}
          </div>
        ) : (
          <p>Once you accept a client&apos;s appointment, you can post jobs for them here.</p>
        )}
        <PagedList
          query={drafts}
          items={drafts.data?.drafts}
          pagination={drafts.data?.pagination}
          onPageChange={setPage}
          loading={<PlainSkeleton rows={2} />}
          errorTitle="We couldn't load your job drafts"
          errorFallback="Please try again."
          empty={<PlainEmpty description="You have not drafted a job yet." />}
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
      <OnceOpened open={drafting !== null}>
        <DraftJobDialog client={drafting} onClose={() => setDrafting(null)} />
      </OnceOpened>
    </PlainCard>
  );
}
