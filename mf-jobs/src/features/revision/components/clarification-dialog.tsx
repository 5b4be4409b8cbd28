import { useId } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import {
  CLARIFICATION_MAX_LENGTH,
  messagePagePath,
  requestClarificationBody,
  type Job,
  type RequestClarificationBody,
} from '@freelane/shared/contracts';
import { zodRule, useToasts } from '@freelane/shared/ui';
import { useRequestClarificationMutation } from '../api/request-clarification';

const questionRule = zodRule(requestClarificationBody.shape.question);

interface ClarificationDialogProps {
  /** The job in revision; the dialog is open while it is set. */
  job: Job | null;
  onClose: () => void;
}

/**
 * Request Clarification: the freelancer's question about the revision request goes into the chat
 * with the client (linked to the job). The success message opens that chat; a refusal keeps the text.
 */
export function ClarificationDialog({ job, onClose }: ClarificationDialogProps) {
  const titleId = useId();
  const [form] = Form.useForm<RequestClarificationBody>();
  const [requestClarification, { isLoading }] = useRequestClarificationMutation();
  const { message } = useToasts();

  const handleFinish = async (values: RequestClarificationBody) => {
    if (!job) return;
    try {
      await requestClarification({ jobId: job._id, body: requestClarificationBody.parse(values) }).unwrap();
      message.success(
        <span>
          Your question was sent to {job.owner.fullName}. <Link to={messagePagePath(job.owner._id)}>Open the chat</Link>
        </span>,
      );
      onClose();
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <Modal
      open={job !== null}
      title={<span id={titleId}>Request Clarification</span>}
      aria-labelledby={titleId}
      okText="Send Question"
      okButtonProps={{ loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!isLoading) onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Ask {job?.owner.fullName ?? 'the client'} about the revision request. Your question is sent to your chat with
        them, marked as about “{job?.title}”.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        preserve={false}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item label="Your question" name="question" rules={[questionRule]}>
          <Input.TextArea rows={5} maxLength={CLARIFICATION_MAX_LENGTH} showCount disabled={isLoading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
