import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useFormatMoney } from '@freelane/shared';
import type { JobDraft } from '@freelane/shared/contracts';
import type { JobDraftStatus } from '@freelane/shared/contracts/job-draft-statuses';
import { JOB_DRAFT_STATUS_LABELS } from '@freelane/shared/contracts/status-vocabulary';
import { budgetTypeLabel, durationLabel, JOB_RANK_OPTIONS } from '@freelane/shared/contracts/job-options';
import { PlainButton, PlainTag, SvgIcon, type PlainTagColor, FlexBox } from '@freelane/shared/ui';
import { formatDate } from '../../../lib/format';
import './client-draft-card.css';
import { knownOr } from '@freelane/shared/contracts';

const STATUS_COLORS: Record<JobDraftStatus, PlainTagColor> = {
  pending: 'gold',
  approved: 'green',
  declined: 'red',
  withdrawn: 'default',
};
const rankLabel = (rank: string) => JOB_RANK_OPTIONS.find((option) => option.value === rank)?.label ?? rank;

interface ClientDraftCardProps {
  draft: JobDraft;
  approving: boolean;
  /** Set when approving was refused because the deadline has passed since the draft was written. */
  outdated: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/**
 * A job drafted by the client's hiring assistant, in full, with Approve and Decline while it waits.
 * Plain components only: it is on the dashboard's first screen.
 */
export function ClientDraftCard({ draft, approving, outdated, onApprove, onDecline }: ClientDraftCardProps) {
  const formatMoney = useFormatMoney();
  const { job } = draft;
  const headingId = `job-draft-${draft._id}`;
  const terms = [
    { label: 'Budget', value: `${formatMoney(job.salary)} (${budgetTypeLabel(job.budgetType)})` },
    { label: 'Category', value: job.category },
    { label: 'Freelancer level', value: rankLabel(job.rank) },
    { label: 'Duration', value: durationLabel(job.duration) },
    { label: 'Application deadline', value: formatDate(job.applicationDeadline) },
    { label: 'Skills', value: job.skills.join(', ') },
  ];
  return (
    // PlainCard's look as an article named by its heading, with antd's small card padding (12).
    <article className="fl-card" aria-labelledby={headingId}>
      <div className="fl-card__body job-draft-card__body">
        <FlexBox justify="space-between" align="start" gap={12} wrap>
          <div>
            <h3 className="fl-title" id={headingId} style={{ fontSize: 17, margin: 0 }}>
              {job.title}
            </h3>
            <span className="fl-text-secondary">
              Drafted by {draft.assistant.fullName} on {formatDate(draft.createdAt)}
            </span>
          </div>
          <PlainTag color={knownOr(STATUS_COLORS, draft.status, 'default')}>
            {knownOr(JOB_DRAFT_STATUS_LABELS, draft.status, 'Unknown')}
          </PlainTag>
        </FlexBox>
        <p style={{ whiteSpace: 'pre-line', margin: '12px 0' }}>{job.description}</p>
        <dl className="job-draft-terms">
          {terms.map((term) => (
            <div key={term.label} className="job-draft-terms__item">
              <dt>{term.label}</dt>
              <dd>{term.value}</dd>
            </div>
          ))}
        </dl>
        {draft.status === 'declined' && draft.declineReason && (
          <p className="fl-paragraph" style={{ marginTop: 12 }}>
            Your reason: {draft.declineReason}
          </p>
        )}
        {outdated && (
          <div role="alert" className="job-draft-warning">
            <span className="job-draft-warning__icon">
              <SvgIcon icon={ExclamationCircleFilled} size={24} />
            </span>
            <div>
              <div className="job-draft-warning__title">This draft&apos;s application deadline has passed</div>
              <div>
                A job cannot be posted with a deadline in the past. Decline this draft and ask{' '}
                {draft.assistant.fullName} for a new one.
              </div>
            </div>
          </div>
        )}
        {draft.status === 'pending' && (
          <FlexBox gap={8} justify="flex-end" style={{ marginTop: 12 }}>
            <PlainButton onClick={onDecline} aria-label={`Decline ${job.title}`}>
              Decline
            </PlainButton>
            <PlainButton
              type="primary"
              loading={approving}
              disabled={outdated}
              onClick={onApprove}
              aria-label={`Approve ${job.title}`}
            >
              Approve
            </PlainButton>
          </FlexBox>
        )}
      </div>
    </article>
  );
}
