import type { Dispute } from '@freelane/shared/contracts';
import {
  DISPUTE_DECISION_REASON_MAX_LENGTH,
  DISPUTE_DECISION_REASON_MIN_LENGTH,
} from '@freelane/shared/contracts/dispute-limits';
import { PlainButton, PlainCard, PlainField, PlainTextArea, usePlainForm } from '@freelane/shared/ui';
import { useDecideDisputeMutation } from '../api/decide-dispute';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { minTrimmedLength } from '../lib/form-rules';
import { OutcomeFields, outcomeBody, outcomeRules, type OutcomeValues } from './outcome-fields';

interface DecisionValues extends OutcomeValues {
  reason: string;
}

/**
 * An admin's final decision on an escalated dispute, with the reason both parties will read. Plain
 * form kit (issue 39): /dispute's first screen for an admin.
 */
export function DecisionForm({ dispute }: { dispute: Dispute }) {
  const [decide, { isLoading }] = useDecideDisputeMutation();
  const run = useDisputeAction();
  const form = usePlainForm<DecisionValues>({
    initialValues: { outcome: undefined, redoDays: null, reason: '' },
    rules: {
      ...outcomeRules<DecisionValues>(),
      reason: [
        minTrimmedLength(
          DISPUTE_DECISION_REASON_MIN_LENGTH,
          `Please write the reason in at least ${DISPUTE_DECISION_REASON_MIN_LENGTH} characters.`,
        ),
      ],
    },
    onFinish: async (values) => {
      await run(
        () =>
          decide({
            jobId: dispute.job._id,
            disputeId: dispute._id,
            body: { ...outcomeBody(values), reason: values.reason.trim() },
          }).unwrap(),
        'The decision could not be recorded. Please try again.',
      );
    },
  });

  return (
    <PlainCard title="Decide the Dispute">
      <p className="fl-paragraph fl-text-secondary">The decision is final; both parties are told.</p>
      <form noValidate onSubmit={form.handleSubmit}>
        <OutcomeFields
          outcome={form.bind('outcome')}
          outcomeField={form.field('outcome')}
          redoDays={form.bind('redoDays')}
          redoDaysField={form.field('redoDays')}
        />
        <PlainField label="Reason for the decision" {...form.field('reason')}>
          <PlainTextArea {...form.bind('reason')} rows={4} maxLength={DISPUTE_DECISION_REASON_MAX_LENGTH} showCount />
        </PlainField>
        <PlainButton type="primary" htmlType="submit" loading={isLoading}>
          Record Decision
        </PlainButton>
      </form>
    </PlainCard>
  );
}
