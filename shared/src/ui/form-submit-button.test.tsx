import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Form, Input } from 'antd';
import { FormSubmitButton } from './form-submit-button';

interface Values {
  title: string;
  terms?: boolean;
}

/** A form with one checked text field and a terms box; `onFinish` and the title rule are spies. */
function renderForm({ submitting = false } = {}) {
  const onFinish = jest.fn<void, [Values]>();
  const titleRule = jest.fn(async (_rule: unknown, value: string | undefined) => {
    if (!value) throw new Error('Please enter a title.');
  });
  function TestForm() {
    const [form] = Form.useForm<Values>();
    return (
      <Form form={form} initialValues={{ title: '' }} onFinish={onFinish}>
        <Form.Item label="Title" name="title" rules={[{ validator: titleRule }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, checked: boolean | undefined) => {
                if (!checked) throw new Error('Please accept the terms.');
              },
            },
          ]}
        >
          <Checkbox>I agree</Checkbox>
        </Form.Item>
        <FormSubmitButton form={form} onFinish={onFinish} submitting={submitting} type="primary">
          {submitting ? 'Please Wait' : 'Send'}
        </FormSubmitButton>
      </Form>
    );
  }
  return { user: userEvent.setup(), onFinish, titleRule, ...render(<TestForm />) };
}

describe('FormSubmitButton', () => {
  it('shows it is busy before checking the form, then sends valid values once', async () => {
    const { user, onFinish, titleRule } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Logo');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    titleRule.mockClear();

    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    // Nothing is checked in the tap itself: only the spinner is drawn (hidden from assistive
    // technology). Asserted at once, as the tap returns: fireEvent renders the tap's state before it
    // returns, and the check waits for the next paint (a frame, then a task). A waitFor here polled
    // every 50 ms and, on a loaded machine, first looked after that paint, when the check had run.
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    expect(titleRule).not.toHaveBeenCalled();
    expect(button).toHaveAccessibleName('Send');

    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({ title: 'Logo', terms: true });
    await waitFor(() => expect(button.querySelector('.anticon-loading')).toBeNull());
  });

  it("shows antd's messages for invalid values and sends nothing", async () => {
    const { user, onFinish } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('checks again when tapped while checking, with the values as they are then', async () => {
    const { user, onFinish } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Logo');
    const button = screen.getByRole('button', { name: 'Send' });
    // The first tap finds the terms unaccepted; the second comes after they are ticked, before that check ran.
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    fireEvent.click(button);

    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({ title: 'Logo', terms: true });
    expect(screen.queryByText('Please accept the terms.')).not.toBeInTheDocument();
  });

  it('takes no tap while the request is on its way', async () => {
    const { user, onFinish } = renderForm({ submitting: true });
    await user.click(screen.getByRole('button', { name: /Please Wait/ }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.queryByText('Please enter a title.')).not.toBeInTheDocument();
  });
});
