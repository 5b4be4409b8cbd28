import { useRef, useState, type MouseEvent } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, type FormInstance } from 'antd';
import { afterNextPaint } from './after-next-paint';

interface FormSubmitButtonProps<Values> extends Omit<
  ButtonProps,
  'form' | 'htmlType' | 'loading' | 'onClick' | 'icon'
> {
  form: FormInstance<Values>;
  /** The form's own `onFinish`, called with the checked values. */
  onFinish: (values: Values) => void;
  /** The request the form started is on its way: the button is busy and takes no tap. */
  submitting: boolean;
}

/**
 * A form's submit button that shows it is busy before the form is checked. antd's submit checks
 * every field and re-renders each one twice (checking, then checked) in the tap's own task, and
 * only then paints: on a slow phone the tap looked ignored for a third of a second. Here the tap
 * (or Enter in a field, which taps the submit button) first paints a spinner on the button; then
 * the values are checked without touching the fields (`validateOnly`). Valid values go straight to
 * `onFinish`; invalid ones take antd's own submit, so the messages appear exactly as before.
 *
 * A tap while the values are being checked is not lost (antd's `loading` would drop it): the check
 * runs once more with the values as they are then, unless the first one has already sent the form.
 * The label stays, so the button keeps its name; the spinner is decoration for assistive technology.
 */
export function FormSubmitButton<Values>({
  form,
  onFinish,
  submitting,
  ...buttonProps
}: FormSubmitButtonProps<Values>) {
  // Refs answer the next tap at once; the state only draws the spinner.
  const checking = useRef(false);
  const tappedAgain = useRef(false);
  const [showSpinner, setShowSpinner] = useState(false);

  const check = async () => {
    do {
      tappedAgain.current = false;
      await afterNextPaint();
      let values: Values;
      try {
        values = await form.validateFields({ validateOnly: true });
      } catch {
        if (!tappedAgain.current) form.submit();
        continue;
      }
      onFinish(values);
      return;
    } while (tappedAgain.current);
  };

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // The form is submitted by `check`, once the spinner is on screen.
    event.preventDefault();
    if (checking.current) {
      tappedAgain.current = true;
      return;
    }
    checking.current = true;
    setShowSpinner(true);
    check()
      // As antd's own submit does with an `onFinish` that throws.
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        checking.current = false;
        setShowSpinner(false);
      });
  };

  return (
    <Button
      {...buttonProps}
      htmlType="submit"
      loading={submitting}
      icon={showSpinner && !submitting ? <LoadingOutlined spin aria-hidden /> : undefined}
      onClick={handleClick}
    />
  );
}
