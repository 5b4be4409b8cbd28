import { Alert, Button, Form, Input, InputNumber, Select } from 'antd';
import { useCurrency } from '@freelane/shared';
import {
  HOURLY_RATE_MAX,
  LANGUAGES_MAX_COUNT,
  LOCATION_MAX_LENGTH,
  updateProfileBody,
  type CurrentUser,
} from '@freelane/shared/contracts';
import { showFormError, zodRule, useToasts } from '@freelane/shared/ui';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ProfileSection } from './profile-section';

interface PersonalInfoValues {
  fullName: string;
  email: string;
  professionalTitle: string;
  languages: string[];
  hourlyRate: number | null;
  location: string;
}

const fields = updateProfileBody.shape;

/**
 * Name, e-mail, title, languages and location, and a freelancer's hourly rate (both public, on Find
 * Talent's cards); a new e-mail only counts once its mailed link is opened.
 */
export function PersonalInfoSection({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<PersonalInfoValues>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { message } = useToasts();
  const currency = useCurrency();
  const freelancer = user.role === 'freelancer';

  const handleFinish = async (values: PersonalInfoValues) => {
    try {
      const result = await updateProfile({
        fullName: values.fullName,
        email: values.email,
        professionalTitle: values.professionalTitle ?? '',
        languages: [
          ...new Map((values.languages ?? []).map((l) => [l.trim().toLowerCase(), l.trim()])).values(),
        ].filter(Boolean),
        location: values.location ?? '',
        // Only a freelancer's rate: the API refuses the field from anyone else.
        ...(freelancer ? { hourlyRate: values.hourlyRate ?? null } : {}),
      }).unwrap();
      if (result.success) message.success(result.message);
      else message.error('Failed to update profile.');
    } catch (error) {
      // A refused field shows under that field (issue 36), anything else in a toast.
      showFormError(form, error, (text) => message.error(text), 'An error occurred');
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
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={handleFinish}
        initialValues={{
          fullName: user.fullName,
          email: user.email,
          professionalTitle: user.profile.professionalTitle ?? '',
          languages: user.profile.languages,
          hourlyRate: user.profile.hourlyRate,
          location: user.profile.location ?? '',
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
        {freelancer && (
          <Form.Item
            label={`Hourly rate (${currency})`}
            name="hourlyRate"
            rules={[zodRule(fields.hourlyRate, null)]}
            extra="Shown on your Find Talent card. Leave it empty to show none."
          >
            <InputNumber min={0} max={HOURLY_RATE_MAX} step={1} precision={2} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item
          label="Location"
          name="location"
          rules={[zodRule(fields.location)]}
          extra="A town and country, shown on your public profile."
        >
          <Input placeholder="e.g. Lisbon, Portugal" maxLength={LOCATION_MAX_LENGTH} autoComplete="address-level2" />
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
