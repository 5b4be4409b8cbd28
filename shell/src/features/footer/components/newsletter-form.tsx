import { getErrorMessage } from '@freelane/shared';
import { newsletterBody } from '@freelane/shared/contracts';
import { App, Button, Form, Input } from 'antd';
import { useSubscribeNewsletterMutation } from '../api/subscribe-newsletter';

interface NewsletterValues {
  email: string;
}

/** Same rule as the API's (`newsletterBody`), so the form and the server agree on what is valid. */
const emailRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    const parsed = newsletterBody.safeParse({ email: value ?? '' });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.');
  },
};

/** Newsletter sign-up; the server's message is the toast, success or failure (spec §8). */
export function NewsletterForm() {
  const [form] = Form.useForm<NewsletterValues>();
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { message } = App.useApp();

  const handleFinish = async ({ email }: NewsletterValues) => {
    try {
      const result = await subscribe(newsletterBody.parse({ email })).unwrap();
      message.success(result.message);
      form.resetFields();
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <Form
      form={form}
      // Prefixes the field's id (newsletter_email): pages have their own "email" fields.
      name="newsletter"
      layout="inline"
      onFinish={handleFinish}
      aria-label="Newsletter sign-up"
      noValidate
      className="fl-footer__form"
    >
      <Form.Item name="email" rules={[emailRule]} validateTrigger="onSubmit">
        <Input type="email" aria-label="Email address" placeholder="Your e-mail address" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Subscribe
      </Button>
    </Form>
  );
}
