import { Alert, Button, Form, Input, Select } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import { LANGUAGES_MAX_COUNT, updateProfileBody, type CurrentUser } from '@freelane/shared/contracts';
import { zodRule, useToasts } from '@freelane/shared/ui';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ProfileSection } from './profile-section';

interface PersonalInfoValues {
  fullName: string;
  email: string;
  professionalTitle: string;
  languages: string[];
}

const fields = updateProfileBody.shape;

/** Name, e-mail, title and languages; a new e-mail only counts once its mailed link is opened. */
export function PersonalInfoSection({ user }: { user: CurrentUser }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { message } = useToasts();

  const handleFinish = async (values: PersonalInfoValues) => {
    try {
      const result = await updateProfile({
        fullName: values.fullName,
        email: values.email,
        professionalTitle: values.professionalTitle ?? '',
        languages: [
          ...new Map((values.languages ?? []).map((l) => [l.trim().toLowerCase(), l.trim()])).values(),
        ].filter(Boolean),
      }).unwrap();
      if (result.success) message.success(result.message);
      else message.error('Failed to update profile.');
    } catch (error) {
      message.error(getErrorMessage(error, 'An error occurred'));
    }
  };

  return (
    <ProfileSection title="Personal info">
      {user.pendingEmail && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`We sent a verification link to ${user.pendingEmail}.`}
          description={`Your e-mail stays ${user.email} until you open that link.`}
        />
      )}
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={handleFinish}
        initialValues={{
          fullName: user.fullName,
          email: user.email,
          professionalTitle: user.profile.professionalTitle ?? '',
          languages: user.profile.languages,
        }}
      >
        <Form.Item label="Full name" name="fullName" rules={[zodRule(fields.fullName)]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[zodRule(fields.email)]}
          extra="If you change it, we e-mail a link to the new address; the change counts once you open it."
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Professional title" name="professionalTitle" rules={[zodRule(fields.professionalTitle)]}>
          <Input placeholder="e.g. Full-stack web developer" />
        </Form.Item>
        <Form.Item
          label="Languages"
          name="languages"
          extra={`Type a language and press Enter (or a comma). Up to ${LANGUAGES_MAX_COUNT}.`}
          rules={[zodRule(fields.languages, [])]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',']}
            suffixIcon={null}
            placeholder="e.g. English"
            maxCount={LANGUAGES_MAX_COUNT}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {isLoading ? 'Please Wait' : 'Save personal info'}
        </Button>
      </Form>
    </ProfileSection>
  );
}
