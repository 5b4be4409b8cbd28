import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import { JOB_DRAFTS_PENDING_MAX } from '@freelane/shared/contracts';
import { useDraftJobMutation } from '../api/job-draft-actions';
import { EMPTY_DRAFT_FORM, type DraftFormValues } from '../lib/draft-form-values';
import { DraftJobFields } from './draft-job-fields';
import {
  AntdProvider,
  DialogFormActions,
  JOB_FIELD_RULES,
  toJobBody,
  usePlainForm,
  useToasts,
  type PlainRules,
} from '@freelane/shared/ui';

/** The API's own `jobBody` rules, as Post A Job's (their one home in shared). */
const RULES: PlainRules<DraftFormValues> = JOB_FIELD_RULES;

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
 * server's own explanation, so the filled form is not lost. The dialog stays antd's Modal; its form
 * is the plain kit (issue 39): antd's Form re-rendered every field and ran its style engine on the
 * tap on Send for approval (464 ms INP on the phone profile).
 */
export function DraftJobDialog({ client, onClose }: DraftJobDialogProps) {
  const { message } = useToasts();
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
        footer={null}
        onCancel={close}
        width={640}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {client?.fullName} reviews this draft and decides: nothing is published until they approve it, and the job is
          theirs once posted. At most {JOB_DRAFTS_PENDING_MAX} drafts can wait for one client.
        </Typography.Paragraph>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
        <DraftJobForm sending={isLoading} onFinish={handleFinish} onCancel={close} />
      </Modal>
    </AntdProvider>
  );
}

interface DraftJobFormProps {
  sending: boolean;
  onFinish: (values: DraftFormValues) => Promise<void>;
  onCancel: () => void;
}

/**
 * The draft's fields and the dialog's buttons (in the place of antd's footer). Its own component, so
 * a keystroke re-renders the form, not the Modal; dropped with the closed dialog (`destroyOnHidden`),
 * so the next one starts empty. The first wrong field takes the focus on Send for approval.
 */
function DraftJobForm({ sending, onFinish, onCancel }: DraftJobFormProps) {
  const form = usePlainForm<DraftFormValues>({ initialValues: EMPTY_DRAFT_FORM, rules: RULES, onFinish });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <DraftJobFields form={form} />
      <DialogFormActions submitLabel="Send for approval" busy={sending || form.checking} onCancel={onCancel} />
    </form>
  );
}
