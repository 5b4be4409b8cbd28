import { useId } from 'react';
import { Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import {
  DISPUTE_REASON_MAX_LENGTH,
  DISPUTE_REASON_MIN_LENGTH,
  disputePagePath,
  incompleteWorkQuery,
  type Job,
} from '@freelane/shared/contracts';
import { PlainField, PlainTextArea, usePlainForm, useToasts, zodPlainRule } from '@freelane/shared/ui';
import { useIncompleteWorkMutation } from '../api/incomplete-work';

// Optional in the query only for old clients; this form always sends a reason.
const REASON_RULES = { reason: [zodPlainRule<{ reason: string }>(() => incompleteWorkQuery.shape.reason.unwrap())] };

interface IncompleteWorkDialogProps {
  /** The job whose delivery is refused; the dialog is open while it is set. */
  job: Job | null;
  onClose: () => void;
}

/**
 * Mark As Incomplete: the client says what is missing (the API's own rules), the job moves to
 * Disputed with that reason as the client's side, and the dispute page opens. A refusal keeps the
 * dialog and the text. The form is the plain kit (issue 39): antd's Form re-rendered and ran its
 * style engine on the tap on Mark As Incomplete (244–348 ms INP on the phone profile); the dialog
 * shell stays antd's Modal, its OK button submitting the form by its id.
 */
export function IncompleteWorkDialog({ job, onClose }: IncompleteWorkDialogProps) {
  const titleId = useId();
  const formId = useId();
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
      okButtonProps={{ danger: true, loading: isLoading, htmlType: 'submit', form: formId }}
      cancelButtonProps={{ disabled: isLoading }}
      onCancel={() => {
        if (!isLoading) onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Say this only if the delivery does not meet the requirements of “{job?.title}”. The job moves to Disputes and{' '}
        {job?.hiredFreelancer?.fullName ?? 'the freelancer'} is told and can answer. Your reason opens the dispute.
      </Typography.Paragraph>
      {/* Its own component so that destroyOnHidden clears the reason with the dialog, as antd's Form did. */}
      <ReasonForm id={formId} disabled={isLoading} onFinish={handleFinish} />
    </Modal>
  );
}

function ReasonForm({
  id,
  disabled,
  onFinish,
}: {
  id: string;
  disabled: boolean;
  onFinish: (values: { reason: string }) => Promise<void>;
}) {
  const form = usePlainForm<{ reason: string }>({ initialValues: { reason: '' }, rules: REASON_RULES, onFinish });
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit}>
      <PlainField
        label="What is missing or wrong?"
        {...form.field('reason')}
        extra={`At least ${DISPUTE_REASON_MIN_LENGTH} characters: what the requirements asked for and what the delivery lacks.`}
      >
        <PlainTextArea
          {...form.bind('reason')}
          rows={6}
          maxLength={DISPUTE_REASON_MAX_LENGTH}
          showCount
          disabled={disabled}
        />
      </PlainField>
    </form>
  );
}
