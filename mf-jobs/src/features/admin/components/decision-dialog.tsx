import { useId } from 'react';
import { Modal } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import { applicationDecisionBody, DECISION_REASON_MAX_LENGTH, type AdminApplication } from '@freelane/shared/contracts';
import {
  DialogFormActions,
  PlainField,
  PlainTextArea,
  requiredRule,
  usePlainForm,
  useToasts,
  zodPlainRule,
  type PlainRules,
} from '@freelane/shared/ui';
import { useDecideProgrammeApplicationMutation } from '../api/programme-applications';

export type Decision = { application: AdminApplication; decision: 'approved' | 'declined' };
interface DecisionValues {
  reason: string;
}

const EMPTY: DecisionValues = { reason: '' };
/** The API's own limits and messages; a decline must say why. */
const reasonRule = zodPlainRule<DecisionValues>(() => applicationDecisionBody.shape.reason);
const RULES: Record<Decision['decision'], PlainRules<DecisionValues>> = {
  approved: { reason: [reasonRule] },
  declined: { reason: [requiredRule('Please give the applicant a reason.'), reasonRule] },
};

/**
 * Approve or Decline an application, with a note or the reason the applicant is sent. The dialog
 * stays antd's Modal (focus trap, Escape, title); its form is the plain kit, and the request is the
 * form's own (issue 39): the tap on Decline (232–280 ms INP on the phone profile) re-rendered antd's
 * Form and, with the request's state held by the queue, the whole list of applications behind.
 */
export function DecisionDialog({
  deciding,
  onClose,
}: {
  /** The application and the decision asked for; the dialog is open while it is set. */
  deciding: Decision | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const verb = deciding?.decision === 'approved' ? 'Approve' : 'Decline';
  return (
    <Modal
      open={deciding !== null}
      title={
        <span id={titleId}>{deciding ? `${verb} ${deciding.application.applicant.fullName}'s application?` : ''}</span>
      }
      aria-labelledby={titleId}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {deciding ? (
        <DecisionForm key={`${deciding.application._id}|${deciding.decision}`} deciding={deciding} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

/**
 * The note or reason, the dialog's buttons (in the place of antd's footer) and the request. Its own
 * component, so a keystroke or the request's progress re-renders the form, not the Modal nor the
 * queue; a new decision starts empty (its key).
 */
function DecisionForm({ deciding, onClose }: { deciding: Decision; onClose: () => void }) {
  const { decision, application } = deciding;
  const { message } = useToasts();
  const [decide, { isLoading: sending }] = useDecideProgrammeApplicationMutation();
  const form = usePlainForm<DecisionValues>({
    initialValues: EMPTY,
    rules: RULES[decision],
    onFinish: async ({ reason }) => {
      const parsed = applicationDecisionBody.safeParse({ decision, reason });
      if (!parsed.success) {
        form.setErrors({ reason: parsed.error.issues[0]?.message ?? 'Please check the reason.' });
        return;
      }
      try {
        message.success((await decide({ id: application._id, body: parsed.data }).unwrap()).message);
        onClose();
      } catch (error) {
        message.error(getErrorMessage(error));
      }
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PlainField
        label={decision === 'declined' ? 'Reason for the applicant' : 'Note for the applicant (optional)'}
        {...form.field('reason')}
      >
        <PlainTextArea {...form.bind('reason')} rows={4} showCount maxLength={DECISION_REASON_MAX_LENGTH} />
      </PlainField>
      <DialogFormActions
        submitLabel={decision === 'approved' ? 'Approve' : 'Decline'}
        danger={decision === 'declined'}
        busy={sending || form.checking}
        onCancel={onClose}
      />
    </form>
  );
}
