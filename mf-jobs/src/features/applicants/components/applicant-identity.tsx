import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Typography } from 'antd';
import type { Applicant } from '@freelane/shared/contracts';
import { UserReviewsLink } from '@freelane/shared/ui';

/** Photo, name, title and real track record (projects, rating from published reviews) of the person behind a proposal. */
export function ApplicantIdentity({ user, headingId }: { user: Applicant['user']; headingId?: string }) {
  const photo = user.profile.profilePhoto;
  return (
    <Flex gap={12} align="center" style={{ minWidth: 0 }}>
      <Avatar
        size={48}
        src={photo ?? undefined}
        icon={photo ? undefined : <UserOutlined />}
        alt={photo ? `Photo of ${user.fullName}` : undefined}
      />
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
          {user.fullName}
        </Typography.Title>
        <Typography.Text type="secondary">
          {user.profile.professionalTitle || 'Freelancer'} · {user.projectCompleted}{' '}
          {user.projectCompleted === 1 ? 'project' : 'projects'} completed
        </Typography.Text>
        <UserReviewsLink user={user} size="small" />
      </div>
    </Flex>
  );
}
