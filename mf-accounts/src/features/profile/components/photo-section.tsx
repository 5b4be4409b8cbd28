import type { CurrentUser } from '@freelane/shared/contracts';
import { PROFILE_PHOTO_MAX_BYTES } from '@freelane/shared/contracts/upload-limits';
import { PROFILE_PHOTO_RULES } from '@freelane/shared/contracts/file-check';
import { FlexBox, PlainAvatar, UploadTrigger } from '@freelane/shared/ui';
import { useFileUpload } from '../hooks/use-file-upload';
import { ProfileSection } from './profile-section';

/** Profile photo: current picture and an upload (JPG/PNG, checked by content on the server). */
export function PhotoSection({ user }: { user: CurrentUser }) {
  const { upload, uploading, percent } = useFileUpload('profilePhoto');
  const photo = user.profile.profilePhoto;
  return (
    <ProfileSection
      title="Profile photo"
      description={`JPG or PNG, at least 800x800 px recommended, up to ${PROFILE_PHOTO_MAX_BYTES / (1024 * 1024)} MB.`}
    >
      <FlexBox align="center" gap={24} wrap>
        <PlainAvatar size={96} src={photo} name={user.fullName} />
        <UploadTrigger
          label={photo ? 'Change photo' : 'Upload photo'}
          accept={PROFILE_PHOTO_RULES.accept}
          uploading={uploading}
          percent={percent}
          onFile={(file) => void upload(file)}
        />
      </FlexBox>
    </ProfileSection>
  );
}
