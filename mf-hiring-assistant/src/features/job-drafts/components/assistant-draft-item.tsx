import dayjs from 'dayjs';
import { useFormatMoney } from '@freelane/shared';
import type { JobDraft, JobDraftStatus } from '@freelane/shared/contracts';
import { JOB_DRAFT_STATUS_LABELS } from '@freelane/shared/contracts/status-vocabulary';
import { knownOr } from '@freelane/shared/contracts/known-values';
import { PlainButton, PlainTag, useConfirm, type PlainTagColor, FlexBox } from '@freelane/shared/ui';

export const DRAFT_STATUS_COLORS: Record<JobDraftStatus, PlainTagColor> = {
  pending: 'gold',
  approved: 'green',
  declined: 'red',
  withdrawn: 'default',
};

interface AssistantDraftItemProps {
  draft: JobDraft;
  withdrawing: boolean;
  onWithdraw: () => void;
}

/** One job the assistant drafted: for whom, its state, the client's reason, and Withdraw while it waits. */
export function AssistantDraftItem({ draft, withdrawing, onWithdraw }: AssistantDraftItemProps) {
  const formatMoney = useFormatMoney();
  const confirm = useConfirm();
  const { job } = draft;
  return (
    <article aria-label={`${job.title} for ${draft.client.fullName}`} style={{ padding: '12px 0' }}>
      <FlexBox wrap justify="space-between" align="flex-start" gap={12}>
        <div>
          <h3 className="fl-title" style={{ fontSize: 16, margin: 0 }}>
            {job.title}
          </h3>
          <span className="fl-text-secondary">
            for {draft.client.fullName} · {formatMoney(job.salary)} · sent {dayjs(draft.createdAt).format('D MMM YYYY')}
          </span>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <PlainTag color={knownOr(DRAFT_STATUS_COLORS, draft.status, 'default')}>
            {knownOr(JOB_DRAFT_STATUS_LABELS, draft.status, 'Unknown')}
          </PlainTag>
          {draft.status === 'pending' && (
            <PlainButton
              loading={withdrawing}
              aria-label={`Withdraw ${job.title}`}
              onClick={() =>
                confirm({
                  title: 'Withdraw this draft?',
                  content: `${draft.client.fullName} will no longer see it.`,
                  okText: 'Withdraw',
                  onOk: onWithdraw,
                })
              }
            >
              Withdraw
            </PlainButton>
          )}
        </div>
      </FlexBox>
      {draft.status === 'declined' && (
        <p style={{ margin: '8px 0 0' }}>
          {draft.declineReason ? `Reason: ${draft.declineReason}` : 'No reason was given.'}
        </p>
      )}
    </article>
  );
}
