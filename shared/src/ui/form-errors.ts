import type { FormInstance } from 'antd';
import { getErrorFields, getErrorMessage } from '@freelane/shared';
import type { PlainForm } from './plain/use-plain-form';

/**
 * Shows an API refusal where it belongs (issue 36): under each field of `form` the answer names
 * (a common password under Password), and only what no field of the form can show in a toast.
 * Every form that sends a body a field can be refused for goes through here.
 */
export function showFormError(
  form: FormInstance,
  error: unknown,
  toast: (text: string) => void,
  fallback?: string,
): void {
  const fields = getErrorFields(error);
  const known = new Set(
    Object.keys(form.getFieldsValue(true) as Record<string, unknown>).concat(
      // A field the user never touched has no value yet but is still the form's.
      form.getFieldsError().map((field) => String(field.name[0])),
    ),
  );
  const shown = Object.entries(fields ?? {}).filter(([name]) => known.has(name));
  if (shown.length > 0) {
    form.setFields(shown.map(([name, text]) => ({ name, errors: [text] })));
    // Focus the first one: a screen reader announces its message, a phone scrolls to it.
    form.scrollToField(shown[0][0], { block: 'center', focus: true });
    return;
  }
  toast(getErrorMessage(error, fallback));
}

/**
 * `showFormError` for a plain form (`usePlainForm`, issue 39): the same rule — each refused field's
 * message under that field, the first focused; a toast only for what no field of the form shows.
 */
export function showPlainFormError<Values extends object>(
  form: Pick<PlainForm<Values>, 'setErrors'>,
  error: unknown,
  toast: (text: string) => void,
  fallback?: string,
): void {
  if (form.setErrors(getErrorFields(error) ?? {}).length > 0) return;
  toast(getErrorMessage(error, fallback));
}
