import { Button, Form, Input } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import { BIO_MAX_LENGTH, type CurrentUser } from '@freelane/shared/contracts';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ProfileSection } from './profile-section';
import { useToasts } from '@freelane/shared/ui';

/** Bio (freelancers): a short introduction clients read on the talent cards. */
export function BioSection({ user }: { user: CurrentUser }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { message } = useToasts();

  const handleFinish = async ({ bio }: { bio: string }) => {
    try {
      const result = await updateProfile({ bio: (bio ?? '').trim() }).unwrap();
      if (result.success) message.success(result.message);
      else message.error(result.message ?? 'Failed to update profile.');
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <ProfileSection title="Bio" description="Tell clients what you do best, in a few sentences.">
      <Form layout="vertical" onFinish={handleFinish} initialValues={{ bio: user.profile.bio ?? '' }}>
        <Form.Item label="Bio" name="bio">
          <Input.TextArea rows={5} maxLength={BIO_MAX_LENGTH} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {isLoading ? 'Please Wait' : 'Save bio'}
        </Button>
      </Form>
    </ProfileSection>
  );
}
