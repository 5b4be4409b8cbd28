import { Button, Form, Input } from 'antd';
import { DISPUTE_REASON_MAX_LENGTH, DISPUTE_REASON_MIN_LENGTH, type Dispute } from '@freelane/shared/contracts';
import { useWriteDisputeStatementMutation } from '../api/write-dispute-statement';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { minTrimmedLength } from '../lib/form-rules';

interface StatementValues {
  reason: string;
}

/** The caller's own side of the story, written once. */
export function StatementForm({ dispute }: { dispute: Dispute }) {
  const [form] = Form.useForm<StatementValues>();
  const [writeStatement, { isLoading }] = useWriteDisputeStatementMutation();
  const run = useDisputeAction();

  const handleFinish = async ({ reason }: StatementValues) => {
    await run(
      () =>
        writeStatement({ jobId: dispute.job._id, disputeId: dispute._id, body: { reason: reason.trim() } }).unwrap(),
      'Your side could not be saved. Please try again.',
    );
  };

  return (
    <Form<StatementValues> form={form} layout="vertical" onFinish={(values) => void handleFinish(values)}>
      <Form.Item
        name="reason"
        label="Your side of the story"
        extra="You can give it once; both parties and an admin deciding the dispute read it."
        rules={[
          minTrimmedLength(
            DISPUTE_REASON_MIN_LENGTH,
            `Please explain your side in at least ${DISPUTE_REASON_MIN_LENGTH} characters.`,
          ),
        ]}
      >
        <Input.TextArea rows={4} maxLength={DISPUTE_REASON_MAX_LENGTH} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Submit Your Side
      </Button>
    </Form>
  );
}
