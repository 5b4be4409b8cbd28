import { APPOINTMENT_STATUS_LABELS } from '@freelane/shared/contracts/hiring-assistant-options';
import type { Appointment } from '@freelane/shared/contracts';
import { knownOr } from '@freelane/shared/contracts/known-values';
import { useFormatMoney } from '@freelane/shared';
import { PlainAvatar, PlainButton, PlainCard, PlainTag, useConfirm } from '@freelane/shared/ui';

interface ClientCardProps {
  appointment: Appointment;
  busy: boolean;
  onRespond: (decision: 'accepted' | 'declined') => void;
  onEnd: () => void;
  onReview: () => void;
}

const STATUS_COLOR = { pending: 'gold', accepted: 'green', declined: 'default', ended: 'default' } as const;

/**
 * One client and job the assistant was appointed to (spec: "client appointment with a card"). Plain
 * controls: the cards are the dashboard's first screen; End asks through the shared confirmation.
 */
export function ClientCard({ appointment, busy, onRespond, onEnd, onReview }: ClientCardProps) {
  const formatMoney = useFormatMoney();
  const confirm = useConfirm();
  const { client, job } = appointment;
  return (
    <PlainCard>
      <article aria-label={`${client.fullName}: ${job.title}`}>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
          <PlainAvatar src={client.profile.profilePhoto} name={client.fullName} alt="" />
          <div>
            <h3 className="fl-title" style={{ fontSize: 17, margin: 0 }}>
              {job.title}
            </h3>
            <span className="fl-text-secondary">for {client.fullName}</span>
          </div>
        </div>
        <div style={{ margin: '12px 0' }}>
          <PlainTag color={knownOr(STATUS_COLOR, appointment.status, 'default')}>
            {knownOr(APPOINTMENT_STATUS_LABELS, appointment.status, 'Unknown')}
          </PlainTag>{' '}
          <span>
            Budget {formatMoney(job.salary)} · {job.applicantCount}{' '}
            {job.applicantCount === 1 ? 'proposal' : 'proposals'} · {appointment.recommendedCount} recommended
          </span>
          {appointment.fee !== null ? (
            <div>
              <strong className="fl-text-strong">Fee earned: {formatMoney(appointment.fee)}</strong>
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {appointment.status === 'pending' ? (
            <>
              <PlainButton type="primary" loading={busy} onClick={() => onRespond('accepted')}>
                Accept
              </PlainButton>
              <PlainButton loading={busy} onClick={() => onRespond('declined')}>
                Decline
              </PlainButton>
            </>
          ) : null}
          {appointment.status === 'accepted' ? (
            <>
              <PlainButton type="primary" onClick={onReview}>
                Review applications
              </PlainButton>
              <PlainButton
                loading={busy}
                onClick={() => confirm({ title: 'End this appointment?', okText: 'End', onOk: onEnd })}
              >
                End
              </PlainButton>
            </>
          ) : null}
        </div>
      </article>
    </PlainCard>
  );
}
