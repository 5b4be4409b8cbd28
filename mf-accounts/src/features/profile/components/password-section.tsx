import { Button, Form, Input } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import { changePasswordBody, setPasswordBody, type CurrentUser } from '@freelane/shared/contracts';
import { zodRule, useToasts } from '@freelane/shared/ui';
import { useChangePasswordMutation } from '../api/change-password';
import { useSetPasswordMutation } from '../api/set-password';
import { ProfileSection } from './profile-section';

interface PasswordValues {
  currentPassword?: string;
  password: string;
  confirm: string;
}

/**
 * Change Password for accounts that have one (it needs the current password), Set Password for
 * Google accounts without one (spec §4).
 */
export function PasswordSection({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, changing] = useChangePasswordMutation();
  const [setPassword, setting] = useSetPasswordMutation();
  const { message } = useToasts();
  const hasPassword = user.hasPassword;
  const action = hasPassword ? 'Change Password' : 'Set Password';
  const loading = changing.isLoading || setting.isLoading;

  const handleFinish = async ({ currentPassword = '', password }: PasswordValues) => {
    try {
      const result = hasPassword
        ? await changePassword({ currentPassword, password }).unwrap()
        : await setPassword({ password }).unwrap();
      message.success(result.message);
      form.resetFields();
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <ProfileSection
      title={action}
      description={
        hasPassword
          ? 'Other devices signed in to your account are signed out after the change.'
          : 'You signed up with Google. Set a password to also log in with your e-mail.'
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={handleFinish}
        style={{ maxWidth: 420 }}
      >
        {hasPassword && (
          <Form.Item
            label="Current password"
            name="currentPassword"
            rules={[zodRule(changePasswordBody.shape.currentPassword)]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item label="New password" name="password" rules={[zodRule(setPasswordBody.shape.password)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
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
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          {loading ? 'Please Wait' : action}
        </Button>
      </Form>
    </ProfileSection>
  );
}
