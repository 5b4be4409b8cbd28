import { FilePdfOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { RESUME_RULES, type CurrentUser } from '@freelane/shared/contracts';
import { UploadTrigger } from '@freelane/shared/ui';
import { useFileUpload } from '../hooks/use-file-upload';
import { ProfileSection } from './profile-section';

/** Resume (freelancers): a PDF, shown by its original name as a download link. */
export function ResumeSection({ user }: { user: CurrentUser }) {
  const { upload, uploading, percent } = useFileUpload('resume');
  const { resume, resumeOriginalName } = user.skillProfile;
  return (
    <ProfileSection title="Resume" description={RESUME_RULES.limitsText}>
      <Flex vertical gap={12}>
        {resume ? (
          <Typography.Link href={resume} download={resumeOriginalName ?? true}>
            <FilePdfOutlined aria-hidden /> {resumeOriginalName ?? 'Your resume'}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">No resume uploaded yet.</Typography.Text>
        )}
        <UploadTrigger
          label={resume ? 'Replace resume' : 'Upload resume'}
          accept={RESUME_RULES.accept}
          uploading={uploading}
          percent={percent}
          onFile={(file) => void upload(file)}
        />
      </Flex>
    </ProfileSection>
  );
}
