import type { Dispute } from '@freelane/shared/contracts';
import { DISPUTE_MESSAGE_MAX_LENGTH } from '@freelane/shared/contracts/dispute-limits';
import { PlainButton, PlainCard, PlainField, PlainTextArea, usePlainForm } from '@freelane/shared/ui';
import { useProposeSettlementMutation } from '../api/propose-settlement';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { OutcomeFields, outcomeBody, outcomeRules, type OutcomeValues } from './outcome-fields';

interface ProposalValues extends OutcomeValues {
  note: string;
}

const EMPTY: ProposalValues = { outcome: undefined, redoDays: null, note: '' };

/**
 * A settlement offer to the other party, who accepts (the dispute ends so) or declines it. Plain
 * form kit (issue 39): /dispute's first screen.
 */
export function ProposalForm({ dispute }: { dispute: Dispute }) {
  const [propose, { isLoading }] = useProposeSettlementMutation();
  const run = useDisputeAction();
  const form = usePlainForm<ProposalValues>({
    initialValues: EMPTY,
    rules: outcomeRules<ProposalValues>(),
    onFinish: async (values) => {
      const sent = await run(
        () =>
          propose({
            jobId: dispute.job._id,
            disputeId: dispute._id,
            body: { ...outcomeBody(values), note: values.note.trim() },
          }).unwrap(),
        'Your proposal could not be sent. Please try again.',
      );
      if (sent) form.reset(EMPTY);
    },
  });

  return (
    <PlainCard title="Propose a Settlement">
      <p className="fl-paragraph fl-text-secondary">If the other party accepts, the dispute ends with this outcome.</p>
      <form noValidate onSubmit={form.handleSubmit}>
        <OutcomeFields
          outcome={form.bind('outcome')}
          outcomeField={form.field('outcome')}
          redoDays={form.bind('redoDays')}
          redoDaysField={form.field('redoDays')}
        />
        <PlainField label="Note (optional)" {...form.field('note')}>
          <PlainTextArea {...form.bind('note')} rows={3} maxLength={DISPUTE_MESSAGE_MAX_LENGTH} showCount />
        </PlainField>
        <PlainButton type="primary" htmlType="submit" loading={isLoading}>
          Send Proposal
        </PlainButton>
      </form>
    </PlainCard>
  );
}
