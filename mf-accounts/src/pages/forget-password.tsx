import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { forgetPasswordBody } from '@freelane/shared/contracts';
import { zodRule, withAntd } from '@freelane/shared/ui';
import { AuthCard } from '../components/auth-card';
import { SubmitButton } from '../components/submit-button';
import { useForgetPasswordMutation } from '../features/auth/api/forget-password';

type Outcome = { type: 'success' | 'error'; text: string };

/** /forget-password — asks for a reset link; the answer is the same whether or not the account exists. */
function ForgetPassword() {
  const [forgetPassword, { isLoading }] = useForgetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleFinish = async ({ email }: { email: string }) => {
    setOutcome(null);
    try {
      const result = await forgetPassword(forgetPasswordBody.parse({ email })).unwrap();
      setOutcome({ type: 'success', text: result.message });
    } catch (error) {
      // The spec only logs this; a real product says why nothing was sent (rate limit, server down).
      setOutcome({ type: 'error', text: getErrorMessage(error) });
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      {outcome && (
        <Alert
          type={outcome.type}
          showIcon
          title={outcome.text}
          role={outcome.type === 'error' ? 'alert' : 'status'}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical" requiredMark={false} noValidate onFinish={handleFinish}>
        <Form.Item label="Email" name="email" rules={[zodRule(forgetPasswordBody.shape.email)]}>
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <SubmitButton loading={isLoading}>Reset Password</SubmitButton>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">Back To Login</Link>
      </div>
    </AuthCard>
  );
}

export default withAntd(ForgetPassword);
