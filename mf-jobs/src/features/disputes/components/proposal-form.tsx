import { Button, Card, Form, Input, Typography } from 'antd';
import { DISPUTE_MESSAGE_MAX_LENGTH, type Dispute } from '@freelane/shared/contracts';
import { useProposeSettlementMutation } from '../api/propose-settlement';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { OutcomeFields, outcomeBody, type OutcomeValues } from './outcome-fields';

interface ProposalValues extends OutcomeValues {
  note?: string;
}

/** A settlement offer to the other party, who accepts (the dispute ends so) or declines it. */
export function ProposalForm({ dispute }: { dispute: Dispute }) {
  const [form] = Form.useForm<ProposalValues>();
  const [propose, { isLoading }] = useProposeSettlementMutation();
  const run = useDisputeAction();

  const handleFinish = async (values: ProposalValues) => {
    const sent = await run(
      () =>
        propose({
          jobId: dispute.job._id,
          disputeId: dispute._id,
          body: { ...outcomeBody(values), note: values.note?.trim() ?? '' },
        }).unwrap(),
      'Your proposal could not be sent. Please try again.',
    );
    if (sent) form.resetFields();
  };

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Propose a Settlement</h2>}>
      <Typography.Paragraph type="secondary">
        If the other party accepts, the dispute ends with this outcome.
      </Typography.Paragraph>
      <Form<ProposalValues> form={form} layout="vertical" onFinish={(values) => void handleFinish(values)}>
        <OutcomeFields />
        <Form.Item name="note" label="Note (optional)">
          <Input.TextArea rows={3} maxLength={DISPUTE_MESSAGE_MAX_LENGTH} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Send Proposal
        </Button>
      </Form>
    </Card>
  );
}
