import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import type { LoginResponse } from '@freelane/shared/contracts';
import { showFormError, useToasts } from '@freelane/shared/ui';
import { useCompleteSecondStepMutation } from '../../../api/sign-in-security';

/**
 * The second step of a sign-in (issue 38), after a password or Google: a code from the
 * authenticator app, or one of the recovery codes. The pending sign-in is this browser's cookie.
 */
export function SecondStepForm({ onSignedIn }: { onSignedIn: (result: LoginResponse) => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [complete, { isLoading }] = useCompleteSecondStepMutation();
  const [form] = Form.useForm<{ code?: string; recoveryCode?: string }>();
  const { message } = useToasts();

  const handleFinish = async (values: { code?: string; recoveryCode?: string }) => {
    try {
      const body = useRecovery ? { recoveryCode: values.recoveryCode ?? '' } : { code: values.code ?? '' };
      onSignedIn(await complete(body).unwrap());
    } catch (error) {
      showFormError(form, error, (text) => message.error(text));
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={handleFinish}>
      <Typography.Paragraph>
        Two-step sign-in is on for this account.{' '}
        {useRecovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.'}
      </Typography.Paragraph>
      {useRecovery ? (
        <Form.Item
          label="Recovery code"
          name="recoveryCode"
          rules={[{ required: true, message: 'Enter a recovery code.' }]}
        >
          <Input autoComplete="off" size="large" autoFocus />
        </Form.Item>
      ) : (
        <Form.Item
          label="Authentication code"
          name="code"
          rules={[{ required: true, message: 'Enter the 6-digit code.' }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} size="large" autoFocus />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        Verify
      </Button>
      <Button type="link" onClick={() => setUseRecovery((value) => !value)} style={{ paddingInline: 0, marginTop: 8 }}>
        {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
      </Button>
    </Form>
  );
}
