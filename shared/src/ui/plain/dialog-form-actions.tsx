import { FlexBox } from './flex-box';
import { PlainButton } from './plain-button';

/**
 * A dialog's form buttons drawn inside the form, where antd's Modal footer stood (its 12px above,
 * right-aligned): Cancel, then the submit button, busy while the form is checked or sent. In the form
 * so Enter and the submit button share its submit handler.
 */
export function DialogFormActions({
  submitLabel,
  busy,
  onCancel,
  cancelDisabled = false,
  danger = false,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** Cancel is refused while the request runs (a question being sent); a draft may be left meanwhile. */
  cancelDisabled?: boolean;
  /** The submit button drawn as a destructive action (antd's `okButtonProps={{ danger: true }}`): Decline. */
  danger?: boolean;
}) {
  return (
    <FlexBox gap={8} justify="flex-end" wrap style={{ marginTop: 12 }}>
      <PlainButton onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </PlainButton>
      <PlainButton type="primary" danger={danger} htmlType="submit" loading={busy}>
        {submitLabel}
      </PlainButton>
    </FlexBox>
  );
}
