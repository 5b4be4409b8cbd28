import { Button, Card, Form, Input, Typography } from 'antd';
import {
  DISPUTE_DECISION_REASON_MAX_LENGTH,
  DISPUTE_DECISION_REASON_MIN_LENGTH,
  type Dispute,
} from '@freelane/shared/contracts';
import { useDecideDisputeMutation } from '../api/decide-dispute';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { minTrimmedLength } from '../lib/form-rules';
import { OutcomeFields, outcomeBody, type OutcomeValues } from './outcome-fields';

interface DecisionValues extends OutcomeValues {
  reason?: string;
}

/** An admin's final decision on an escalated dispute, with the reason both parties will read. */
export function DecisionForm({ dispute }: { dispute: Dispute }) {
  const [form] = Form.useForm<DecisionValues>();
  const [decide, { isLoading }] = useDecideDisputeMutation();
  const run = useDisputeAction();

  const handleFinish = async (values: DecisionValues) => {
    await run(
      () =>
        decide({
          jobId: dispute.job._id,
          disputeId: dispute._id,
          body: { ...outcomeBody(values), reason: values.reason?.trim() ?? '' },
        }).unwrap(),
      'The decision could not be recorded. Please try again.',
    );
  };

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Decide the Dispute</h2>}>
      <Typography.Paragraph type="secondary">The decision is final; both parties are told.</Typography.Paragraph>
      <Form<DecisionValues> form={form} layout="vertical" onFinish={(values) => void handleFinish(values)}>
        <OutcomeFields />
        <Form.Item
          name="reason"
          label="Reason for the decision"
          rules={[
            minTrimmedLength(
              DISPUTE_DECISION_REASON_MIN_LENGTH,
              `Please write the reason in at least ${DISPUTE_DECISION_REASON_MIN_LENGTH} characters.`,
            ),
          ]}
        >
          <Input.TextArea rows={4} maxLength={DISPUTE_DECISION_REASON_MAX_LENGTH} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Record Decision
        </Button>
      </Form>
    </Card>
  );
}
