import { Divider, Form, Input, Select, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { registerBody, type RegisterBody } from '@freelane/shared/contracts';
import { AuthCard } from '../components/auth-card';
import { SubmitButton } from '../components/submit-button';
import { showFormError, zodRule, useToasts, withAntd } from '@freelane/shared/ui';
import { useRegisterMutation } from '../features/auth/api/register';
import { GoogleAuthButton } from '../features/auth/components/google-auth-button';

export const SIGN_UP_SUCCESS = 'Account created successfully! Please check your email to verify your account.';

const ROLE_OPTIONS = [
  { value: 'freelancer', label: 'Freelancer — I want to work' },
  { value: 'client', label: 'Client — I want to hire' },
];

/** /SignUp — create an account with e-mail and password (or Google). */
function SignUp() {
  const [form] = Form.useForm<RegisterBody>();
  const [register, { isLoading }] = useRegisterMutation();
  const { message } = useToasts();
  const navigate = useNavigate();

  const handleFinish = async (values: RegisterBody) => {
    try {
      const body = registerBody.parse(values);
      await register(body).unwrap();
      // Announces the login page (the toast carries over this one page change), which has the
      // address filled in: only the password is left to type once the link is opened.
      message.success(SIGN_UP_SUCCESS);
      navigate('/login', { state: { email: body.email } });
    } catch (error) {
      // A common password is refused under Password, not only in a toast (issue 36).
      showFormError(form, error, (text) => message.error(text));
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Join Freelane as a freelancer or a client. No commission, ever.">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={handleFinish}
        initialValues={{ role: 'freelancer' }}
      >
        <Form.Item label="Email" name="email" rules={[zodRule(registerBody.shape.email)]}>
          <Input type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[zodRule(registerBody.shape.password)]}
          extra="At least 8 characters. Common passwords are refused."
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label="Username" name="username" rules={[zodRule(registerBody.shape.username)]}>
          <Input autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item label="Full name" name="fullName" rules={[zodRule(registerBody.shape.fullName)]}>
          <Input autoComplete="name" size="large" />
        </Form.Item>
        <Form.Item label="I am joining as" name="role" rules={[zodRule(registerBody.shape.role)]}>
          <Select options={ROLE_OPTIONS} size="large" />
        </Form.Item>
        <SubmitButton loading={isLoading}>Sign Up</SubmitButton>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
        <Typography.Text>
          Already have an account? <Link to="/login">Login</Link>
        </Typography.Text>
        <Link to="/forget-password">forget password?</Link>
      </div>
      <Divider plain>or</Divider>
      <GoogleAuthButton label="Sign up with Google" />
    </AuthCard>
  );
}

export default withAntd(SignUp);
