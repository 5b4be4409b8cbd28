import { lazy } from 'react';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { Link } from 'react-router-dom';
import {
  knownOr,
  BRIEF_STATUS_LABELS,
  budgetTypeLabel,
  durationLabel,
  type BriefStatus,
  type ProjectBrief,
} from '@freelane/shared/contracts';
import { useBriefActions } from '../hooks/use-brief-actions';
import { FlexBox, OnceOpened, PlainButton, PlainTag, SvgIcon, type PlainTagColor } from '@freelane/shared/ui';
import { useFormatMoney } from '@freelane/shared';
import './brief-card.css';

// Their forms load when first opened.
const BriefFormDialog = lazy(() =>
  import('./brief-form-dialog').then((module) => ({ default: module.BriefFormDialog })),
);
const DeclineBriefDialog = lazy(() =>
  import('./decline-brief-dialog').then((module) => ({ default: module.DeclineBriefDialog })),
);

const STATUS_COLOURS: Record<BriefStatus, PlainTagColor> = { specific: 'gold', accepted: 'green', declined: 'red' };

interface BriefCardProps {
  brief: ProjectBrief;
  meId: string;
  otherId: string;
  otherName: string;
}

/** Where the job made from an accepted brief is followed: the client's My Jobs, the freelancer's My Projects. */
function jobLink(brief: ProjectBrief, meId: string) {
  return brief.clientId === meId
    ? { to: '/myJobs?status=progress', label: 'Open in My Jobs' }
    : { to: '/my-project', label: 'Open in My Projects' };
}

/**
 * A project brief in the conversation: what, deliverables, budget, type, duration and status. Its
 * sender may edit or delete it, its recipient accept or decline it — and only while it is open
 * (status specific); every button is disabled otherwise.
 */
export function BriefCard({ brief, meId, otherId, otherName }: BriefCardProps) {
  const formatMoney = useFormatMoney();
  const actions = useBriefActions(brief, otherId);
  const open = brief.status === 'specific';
  const mine = brief.senderId === meId;
  const disabled = !open || actions.busy;
  const link = jobLink(brief, meId);

  return (
    <article className="fl-brief" aria-label={`Project brief: ${brief.title}`}>
      <div className="fl-brief__top">
        <span className="fl-brief__kind">
          <SvgIcon icon={FileTextOutlined} /> Project brief
        </span>
        <span className="fl-brief__status">
          <PlainTag color={knownOr(STATUS_COLOURS, brief.status, 'default')}>
            {knownOr(BRIEF_STATUS_LABELS, brief.status, 'Unknown')}
          </PlainTag>
        </span>
      </div>
      <h3 className="fl-brief__title">{brief.title}</h3>
      <p className="fl-paragraph fl-brief__text">{brief.description}</p>
      <div className="fl-brief__section">Deliverables</div>
      <p className="fl-paragraph fl-brief__text">{brief.delivarables}</p>
      <dl className="fl-brief__facts">
        <div>
          <dt>Budget</dt>
          <dd>{formatMoney(brief.salary)}</dd>
        </div>
        <div>
          <dt>Budget type</dt>
          <dd>{budgetTypeLabel(brief.budgetType)}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{durationLabel(brief.duration)}</dd>
        </div>
      </dl>
      {brief.status === 'declined' && brief.declineReason && (
        <p className="fl-brief__note">
          <strong>Reason:</strong> {brief.declineReason}
        </p>
      )}
      {brief.status === 'accepted' && (
        <p className="fl-brief__note">
          The job was created. <Link to={link.to}>{link.label}</Link>
        </p>
      )}
      {open && mine && <p className="fl-brief__note">Waiting for {otherName} to answer.</p>}
      <FlexBox wrap gap={8} className="fl-brief__actions">
        {mine ? (
          <>
            <PlainButton onClick={() => actions.setEditing(true)} disabled={disabled}>
              Edit
            </PlainButton>
            <PlainButton danger onClick={actions.remove} disabled={disabled}>
              Delete
            </PlainButton>
          </>
        ) : (
          <>
            <PlainButton type="primary" onClick={actions.accept} disabled={disabled}>
              Accept
            </PlainButton>
            <PlainButton onClick={() => actions.setDeclineOpen(true)} disabled={disabled}>
              Decline
            </PlainButton>
          </>
        )}
      </FlexBox>
      {mine && (
        <OnceOpened open={actions.editing}>
          <BriefFormDialog
            open={actions.editing}
            title="Edit Project Brief"
            okText="Save Changes"
            initial={brief}
            submitting={actions.saving}
            onSubmit={actions.save}
            onCancel={() => actions.setEditing(false)}
          />
        </OnceOpened>
      )}
      {!mine && (
        <OnceOpened open={actions.declineOpen}>
          <DeclineBriefDialog
            open={actions.declineOpen}
            briefTitle={brief.title}
            senderName={otherName}
            submitting={actions.declining}
            onDecline={(reason) => void actions.decline(reason)}
            onCancel={() => actions.setDeclineOpen(false)}
          />
        </OnceOpened>
      )}
    </article>
  );
}
