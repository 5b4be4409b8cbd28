import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import type { PublicUser } from '@freelane/shared/contracts';
import { UserReviewsLink } from '@freelane/shared/ui';
import { truncateWords } from '../lib/pick-random';

export const BIO_PREVIEW_WORDS = 30;

interface TalentCardProps {
  freelancer: PublicUser;
  connecting: boolean;
  onConnect: (id: string) => void;
}

/** A recommended freelancer: photo, name, title, rating, bio cut to 30 words, Connect. */
export function TalentCard({ freelancer, connecting, onConnect }: TalentCardProps) {
  const photo = freelancer.profile.profilePhoto;
  const bio = freelancer.profile.bio;
  return (
    <article aria-label={freelancer.fullName} style={{ width: '100%' }}>
      <Flex gap={12} align="center">
        <Avatar
          size={48}
          src={photo ?? undefined}
          icon={photo ? undefined : <UserOutlined />}
          alt={photo ? `Photo of ${freelancer.fullName}` : undefined}
        />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {freelancer.fullName}
          </Typography.Title>
          <Typography.Text type="secondary">{freelancer.profile.professionalTitle || 'Freelancer'}</Typography.Text>
        </div>
      </Flex>
      <div style={{ marginTop: 8 }}>
        <UserReviewsLink user={freelancer} size="small" />
      </div>
      <Typography.Paragraph type={bio ? undefined : 'secondary'} style={{ margin: '8px 0' }}>
        {bio ? truncateWords(bio, BIO_PREVIEW_WORDS) : 'No bio yet.'}
      </Typography.Paragraph>
      <Button
        type="primary"
        loading={connecting}
        onClick={() => onConnect(freelancer._id)}
        aria-label={`Connect with ${freelancer.fullName}`}
      >
        Connect
      </Button>
    </article>
  );
}
