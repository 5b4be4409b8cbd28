import { useId } from 'react';
import { Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import {
  CLARIFICATION_MAX_LENGTH,
  messagePagePath,
  requestClarificationBody,
  type Job,
  type RequestClarificationBody,
} from '@freelane/shared/contracts';
import {
  DialogFormActions,
  PlainField,
  PlainTextArea,
  usePlainForm,
  useToasts,
  zodPlainRule,
  type PlainRules,
} from '@freelane/shared/ui';
import { useRequestClarificationMutation } from '../api/request-clarification';

const EMPTY: RequestClarificationBody = { question: '' };

/** The API's own schema: its limits and messages. */
const RULES: PlainRules<RequestClarificationBody> = {
  question: [zodPlainRule(() => requestClarificationBody.shape.question)],
};

interface ClarificationDialogProps {
  /** The job in revision; the dialog is open while it is set. */
  job: Job | null;
  onClose: () => void;
}

/**
 * Request Clarification: the freelancer's question about the revision request goes into the chat
 * with the client (linked to the job). The success message opens that chat; a refusal keeps the text.
 * The dialog stays antd's Modal; its form is the plain kit (issue 39): antd's Form re-rendered and
 * ran its style engine on the tap on Send Question (296–312 ms INP on the phone profile).
 */
export function ClarificationDialog({ job, onClose }: ClarificationDialogProps) {
  const titleId = useId();
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
      footer={null}
      onCancel={() => {
        if (!isLoading) onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Ask {job?.owner.fullName ?? 'the client'} about the revision request. Your question is sent to your chat with
        them, marked as about “{job?.title}”.
      </Typography.Paragraph>
      <ClarificationForm sending={isLoading} onFinish={handleFinish} onCancel={onClose} />
    </Modal>
  );
}

interface ClarificationFormProps {
  sending: boolean;
  onFinish: (values: RequestClarificationBody) => Promise<void>;
  onCancel: () => void;
}

/**
 * The question and the dialog's buttons (in the place of antd's footer). Its own component, so a
 * keystroke re-renders the form, not the Modal. It is unmounted with the closed dialog
 * (`destroyOnHidden`), so a new dialog starts empty.
 */
function ClarificationForm({ sending, onFinish, onCancel }: ClarificationFormProps) {
  const form = usePlainForm<RequestClarificationBody>({ initialValues: EMPTY, rules: RULES, onFinish });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PlainField label="Your question" {...form.field('question')}>
        <PlainTextArea
          {...form.bind('question')}
          rows={5}
          maxLength={CLARIFICATION_MAX_LENGTH}
          showCount
          disabled={sending}
        />
      </PlainField>
      <DialogFormActions
        submitLabel="Send Question"
        busy={sending || form.checking}
        onCancel={onCancel}
        cancelDisabled={sending}
      />
    </form>
  );
}
