import type { Dispute, DisputeAbilities } from '@freelane/shared/contracts';
import { PlainCard } from '@freelane/shared/ui';
import { PageGrid } from '../../../components/page-grid';
import { StatementForm } from './statement-form';

function Side({ title, name, reason }: { title: string; name: string; reason: string | null }) {
  return (
    <section aria-label={title}>
      <h3 className="fl-title" style={{ fontSize: 16, marginTop: 0 }}>
        {title}
      </h3>
      <span className="fl-text-secondary">{name}</span>
      <p
        className={reason ? 'fl-paragraph' : 'fl-paragraph fl-text-secondary'}
        style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}
      >
        {reason ?? 'Not given yet'}
      </p>
    </section>
  );
}

/** The client's and the freelancer's reasons, and the form for the caller's own when it is missing. */
export function DisputeSides({ dispute, abilities }: { dispute: Dispute; abilities: DisputeAbilities }) {
  return (
    <PlainCard title="Both Sides">
      <PageGrid layout="halves" wide>
        <Side title="Client's side" name={dispute.client.fullName} reason={dispute.clientReason} />
        <Side title="Freelancer's side" name={dispute.freelancer.fullName} reason={dispute.freelancerReason} />
      </PageGrid>
      {abilities.canWriteStatement && <StatementForm dispute={dispute} />}
    </PlainCard>
  );
}
