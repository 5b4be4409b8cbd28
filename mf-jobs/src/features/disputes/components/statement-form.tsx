import type { Dispute } from '@freelane/shared/contracts';
import { DISPUTE_REASON_MAX_LENGTH, DISPUTE_REASON_MIN_LENGTH } from '@freelane/shared/contracts/dispute-limits';
import { PlainButton, PlainField, PlainTextArea, usePlainForm } from '@freelane/shared/ui';
import { useWriteDisputeStatementMutation } from '../api/write-dispute-statement';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { minTrimmedLength } from '../lib/form-rules';

interface StatementValues {
  reason: string;
}

/** The caller's own side of the story, written once. Plain form kit (issue 39): /dispute's first screen. */
export function StatementForm({ dispute }: { dispute: Dispute }) {
  const [writeStatement, { isLoading }] = useWriteDisputeStatementMutation();
  const run = useDisputeAction();
  const form = usePlainForm<StatementValues>({
    initialValues: { reason: '' },
    rules: {
      reason: [
        minTrimmedLength(
          DISPUTE_REASON_MIN_LENGTH,
          `Please explain your side in at least ${DISPUTE_REASON_MIN_LENGTH} characters.`,
        ),
      ],
    },
    onFinish: async ({ reason }) => {
      await run(
        () =>
          writeStatement({ jobId: dispute.job._id, disputeId: dispute._id, body: { reason: reason.trim() } }).unwrap(),
        'Your side could not be saved. Please try again.',
      );
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PlainField
        label="Your side of the story"
        extra="You can give it once; both parties and an admin deciding the dispute read it."
        {...form.field('reason')}
      >
        <PlainTextArea {...form.bind('reason')} rows={4} maxLength={DISPUTE_REASON_MAX_LENGTH} showCount />
      </PlainField>
      <PlainButton type="primary" htmlType="submit" loading={isLoading}>
        Submit Your Side
      </PlainButton>
    </form>
  );
}
