import { Form, Input } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { recoverPasswordBody } from '@freelane/shared/contracts';
import { zodRule, useToasts, withAntd } from '@freelane/shared/ui';
import { AuthCard } from '../components/auth-card';
import { SubmitButton } from '../components/submit-button';
import { useRecoverPasswordMutation } from '../features/auth/api/recover-password';

interface RecoverValues {
  password: string;
  confirm: string;
}

/** /recover-password/:id — the mailed link; `id` is the reset token, sent as the bearer credential. */
function RecoverPassword() {
  const { id = '' } = useParams();
  const [recoverPassword, { isLoading }] = useRecoverPasswordMutation();
  const navigate = useNavigate();
  const { message } = useToasts();

  const handleFinish = async ({ password }: RecoverValues) => {
    try {
      const result = await recoverPassword({ token: id, password }).unwrap();
      message.success(result.message);
      navigate('/login', { replace: true });
    } catch (error) {
      message.error(getErrorMessage(error, 'Something went wrong. Please try again.'));
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="After the change, every device signed in to your account is signed out."
    >
      <Form layout="vertical" requiredMark={false} noValidate onFinish={handleFinish}>
        <Form.Item
          label="New Password"
          name="password"
          rules={[zodRule(recoverPasswordBody.shape.password)]}
          extra="At least 8 characters. Common passwords are refused."
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label="Confirm New Password"
          name="confirm"
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value !== getFieldValue('password')) throw new Error('The two passwords do not match.');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <SubmitButton loading={isLoading}>Change Password</SubmitButton>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/forget-password">Ask for a new link</Link>
      </div>
    </AuthCard>
  );
}

export default withAntd(RecoverPassword);
