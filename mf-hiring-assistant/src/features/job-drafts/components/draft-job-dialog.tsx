import { Alert, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import { JOB_DRAFTS_PENDING_MAX } from '@freelane/shared/contracts';
import { useDraftJobMutation } from '../api/job-draft-actions';
import { EMPTY_DRAFT_FORM, type DraftFormValues } from '../lib/draft-form-values';
import { DraftJobFields } from './draft-job-fields';
import { AntdProvider, toJobBody, useToasts } from '@freelane/shared/ui';

export interface DraftClient {
  _id: string;
  fullName: string;
}

interface DraftJobDialogProps {
  /** Whom the job is for; the dialog is closed while null. */
  client: DraftClient | null;
  onClose: () => void;
}

/**
 * Post a job for a client: a draft the client approves before it is published (issue 28). A refusal
 * (no longer appointed, too many drafts waiting, a deadline passed) stays in the dialog with the
 * server's own explanation, so the filled form is not lost.
 */
export function DraftJobDialog({ client, onClose }: DraftJobDialogProps) {
  const { message } = useToasts();
  const [form] = Form.useForm<DraftFormValues>();
  const [draftJob, { isLoading }] = useDraftJobMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    // The form itself is dropped with the closed dialog (destroyOnHidden): the next one starts empty.
    setProblem(null);
    onClose();
  };

  const handleFinish = async (values: DraftFormValues) => {
    if (!client) return;
    const result = toJobBody(values);
    if ('error' in result) {
      setProblem(result.error);
      return;
    }
    try {
      const answer = await draftJob({ clientId: client._id, job: result.body }).unwrap();
      message.success(answer.message);
      close();
    } catch (error) {
      setProblem(getErrorMessage(error, 'The draft could not be sent. Please try again.'));
    }
  };

  return (
    <AntdProvider>
      <Modal
        open={client !== null}
        title={client ? `Post a job for ${client.fullName}` : undefined}
        okText="Send for approval"
        confirmLoading={isLoading}
        onOk={() => form.submit()}
        onCancel={close}
        width={640}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {client?.fullName} reviews this draft and decides: nothing is published until they approve it, and the job is
          theirs once posted. At most {JOB_DRAFTS_PENDING_MAX} drafts can wait for one client.
        </Typography.Paragraph>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          noValidate
          initialValues={EMPTY_DRAFT_FORM}
          onFinish={(values) => void handleFinish(values)}
        >
          <DraftJobFields />
        </Form>
      </Modal>
    </AntdProvider>
  );
}
