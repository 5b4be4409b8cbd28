import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Typography } from 'antd';
import type { CurrentUser } from '@freelane/shared/contracts';
import { LinkButton } from '@freelane/shared/ui';

/** The signed-in client: photo, full name, username and Edit Profile. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const photo = user.profile.profilePhoto;
  return (
    <Card>
      <section aria-label="Your profile">
        <Flex vertical align="center" gap={8}>
          <Avatar
            size={80}
            src={photo ?? undefined}
            icon={photo ? undefined : <UserOutlined />}
            alt={photo ? `Photo of ${user.fullName}` : undefined}
          />
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {user.fullName}
          </Typography.Title>
          <Typography.Text type="secondary">@{user.username}</Typography.Text>
          <LinkButton to="/editProfile">Edit Profile</LinkButton>
        </Flex>
      </section>
    </Card>
  );
}
