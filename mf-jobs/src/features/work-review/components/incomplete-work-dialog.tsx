import { useId } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import {
  DISPUTE_REASON_MAX_LENGTH,
  DISPUTE_REASON_MIN_LENGTH,
  disputePagePath,
  incompleteWorkQuery,
  type Job,
} from '@freelane/shared/contracts';
import { zodRule, useToasts } from '@freelane/shared/ui';
import { useIncompleteWorkMutation } from '../api/incomplete-work';

// Optional in the query only for old clients; this form always sends a reason.
const reasonRule = zodRule(incompleteWorkQuery.shape.reason.unwrap());

interface IncompleteWorkDialogProps {
  /** The job whose delivery is refused; the dialog is open while it is set. */
  job: Job | null;
  onClose: () => void;
}

/**
 * Mark As Incomplete: the client says what is missing (the API's own rules), the job moves to
 * Disputed with that reason as the client's side, and the dispute page opens. A refusal keeps the
 * dialog and the text.
 */
export function IncompleteWorkDialog({ job, onClose }: IncompleteWorkDialogProps) {
  const titleId = useId();
  const [form] = Form.useForm<{ reason: string }>();
  const [incompleteWork, { isLoading }] = useIncompleteWorkMutation();
  const { message } = useToasts();
  const navigate = useNavigate();

  const handleFinish = async ({ reason }: { reason: string }) => {
    if (!job) return;
    try {
      const result = await incompleteWork({ jobId: job._id, reason: reason.trim() }).unwrap();
      message.success(result.message ?? 'Work marked as incomplete. A dispute is open.');
      onClose();
      navigate(disputePagePath(job._id));
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <Modal
      open={job !== null}
      title={<span id={titleId}>Mark this work as incomplete?</span>}
      aria-labelledby={titleId}
      okText="Mark As Incomplete"
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!isLoading) onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Say this only if the delivery does not meet the requirements of “{job?.title}”. The job moves to Disputes and{' '}
        {job?.hiredFreelancer?.fullName ?? 'the freelancer'} is told and can answer. Your reason opens the dispute.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        preserve={false}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          label="What is missing or wrong?"
          name="reason"
          rules={[reasonRule]}
          extra={`At least ${DISPUTE_REASON_MIN_LENGTH} characters: what the requirements asked for and what the delivery lacks.`}
        >
          <Input.TextArea rows={6} maxLength={DISPUTE_REASON_MAX_LENGTH} showCount disabled={isLoading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
