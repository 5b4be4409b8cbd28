import { lazy, useState } from 'react';
import { getErrorMessage, useGetJobDraftsQuery } from '@freelane/shared';
import { OnceOpened, PagedList, PlainSkeleton, useSectionLink, useToasts, FlexBox } from '@freelane/shared/ui';
import { type JobDraft } from '@freelane/shared/contracts';
import { useApproveJobDraftMutation, useDeclineJobDraftMutation } from '../api/decide-job-draft';
import { ClientDraftCard } from './client-draft-card';

// Its form (Modal, Form, TextArea, the reason's zod rule and antd's theme) loads when it is first
// opened: the section itself renders no antd, so the dashboard's first screen loads none.
const DeclineDraftDialog = lazy(() =>
  import('./decline-draft-dialog').then((module) => ({ default: module.DeclineDraftDialog })),
);

const PAGE_SIZE = 5;

const errorCode = (error: unknown): string | undefined =>
  (error as { data?: { code?: unknown } } | undefined)?.data?.code as string | undefined;

/**
 * "Job drafts from your hiring assistants" on the client dashboard (issue 28): shown once an
 * assistant has drafted a job for this client. Approving posts the job as the client's own (it then
 * shows in My Jobs and the dashboard's jobs); declining may say why.
 */
export function ClientJobDrafts() {
  const { message } = useToasts();
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<JobDraft | null>(null);
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [outdatedIds, setOutdatedIds] = useState<ReadonlySet<string>>(new Set());
  const drafts = useGetJobDraftsQuery({ as: 'client', page, limit: PAGE_SIZE });
  const [approve] = useApproveJobDraftMutation();
  const [decline, { isLoading: declineBusy }] = useDeclineJobDraftMutation();
  const hasDrafts = (drafts.data?.pagination.total ?? 0) > 0;
  const headingRef = useSectionLink<HTMLHeadingElement>('drafts', hasDrafts);

  const handleApprove = async (draft: JobDraft) => {
    setApprovingId(draft._id);
    try {
      message.success((await approve(draft._id).unwrap()).message);
    } catch (error) {
      if (errorCode(error) === 'JOB_DRAFT_OUTDATED') setOutdatedIds((ids) => new Set(ids).add(draft._id));
      else message.error(getErrorMessage(error, 'The draft could not be approved.'));
    } finally {
      setApprovingId(null);
    }
  };

  const handleDecline = async (reason: string | undefined) => {
    if (!declining) return;
    try {
      message.success((await decline({ draftId: declining._id, body: { reason } }).unwrap()).message);
      setDeclining(null);
    } catch (error) {
      message.error(getErrorMessage(error, 'The draft could not be declined.'));
    }
  };

  // Nothing to show a client whose assistants never drafted a job (or while it is being asked).
  if (!hasDrafts && !drafts.isError) return null;

  return (
    <section aria-labelledby="client-job-drafts-heading" style={{ marginTop: 24 }}>
      <h2 className="fl-title" id="client-job-drafts-heading" ref={headingRef} tabIndex={-1} style={{ fontSize: 20 }}>
        Job drafts from your hiring assistants
      </h2>
      <p className="fl-paragraph fl-text-secondary">
        Nothing is published until you approve it; an approved draft is posted as your own job.
      </p>
      <PagedList
        query={drafts}
        items={drafts.data?.drafts}
        pagination={drafts.data?.pagination}
        onPageChange={setPage}
        loading={<PlainSkeleton />}
        errorTitle="We couldn't load the job drafts from your hiring assistants"
        errorFallback="Please try again."
        empty={null}
        pagerMarginTop={16}
      >
        {(items) => (
          <FlexBox vertical gap={16}>
            {items.map((draft) => (
              <ClientDraftCard
                key={draft._id}
                draft={draft}
                approving={approvingId === draft._id}
                outdated={outdatedIds.has(draft._id) && draft.status === 'pending'}
                onApprove={() => void handleApprove(draft)}
                onDecline={() => setDeclining(draft)}
              />
            ))}
          </FlexBox>
        )}
      </PagedList>
      <OnceOpened open={declining !== null}>
        <DeclineDraftDialog
          title={declining?.job.title ?? null}
          assistantName={declining?.assistant.fullName ?? 'your hiring assistant'}
          declining={declineBusy}
          onDecline={(reason) => void handleDecline(reason)}
          onCancel={() => setDeclining(null)}
        />
      </OnceOpened>
    </section>
  );
}
