import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import type { TalentCard } from '@freelane/shared/contracts';
import { Money, UserReviewsLink } from '@freelane/shared/ui';

const SHOWN_SKILLS = 6;

interface FreelancerCardProps {
  freelancer: TalentCard;
  connecting: boolean;
  /** Hidden on the signed-in user's own card. */
  canConnect: boolean;
  onConnect: (id: string) => void;
}

/**
 * One freelancer: photo, name, title, rate and location where the profile has them (issue 36),
 * rating from published reviews, skills and real figures (projects done, member since).
 */
export function FreelancerCard({ freelancer, connecting, canConnect, onConnect }: FreelancerCardProps) {
  const { profile, skillProfile } = freelancer;
  const skills = skillProfile.subCategory;
  const titleId = `freelancer-${freelancer._id}`;
  const projects = freelancer.projectCompleted;
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <article aria-labelledby={titleId} style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 12 }}>
        <Flex gap={16} align="center">
          <Avatar
            size={64}
            src={profile.profilePhoto ?? undefined}
            icon={profile.profilePhoto ? undefined : <UserOutlined />}
            alt={profile.profilePhoto ? `Photo of ${freelancer.fullName}` : undefined}
          />
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={3} id={titleId} style={{ fontSize: 18, margin: 0 }} ellipsis>
              {freelancer.fullName}
            </Typography.Title>
            <Typography.Text type="secondary">{profile.professionalTitle || 'Freelancer'}</Typography.Text>
            {/* Approved mentors only (issue 28): the API sets it from the admin's approval. */}
            {freelancer.isMentor && (
              <div>
                <Tag color="purple" style={{ marginTop: 4 }}>
                  Mentor
                </Tag>
              </div>
            )}
          </div>
        </Flex>
        {(profile.hourlyRate !== null || profile.location) && (
          <Typography.Text>
            {profile.hourlyRate !== null && (
              <>
                <strong>
                  <Money amount={profile.hourlyRate} />
                </strong>{' '}
                an hour
              </>
            )}
            {profile.hourlyRate !== null && profile.location && ' · '}
            {profile.location && <>Based in {profile.location}</>}
          </Typography.Text>
        )}
        <UserReviewsLink user={freelancer} size="small" />
        {skills.length > 0 && (
          <Flex wrap gap={6} role="list" aria-label="Skills">
            {skills.slice(0, SHOWN_SKILLS).map((skill) => (
              <Tag key={skill} role="listitem" color="blue" style={{ margin: 0 }}>
                {skill}
              </Tag>
            ))}
            {skills.length > SHOWN_SKILLS && <Tag style={{ margin: 0 }}>+{skills.length - SHOWN_SKILLS} more</Tag>}
          </Flex>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {projects} {projects === 1 ? 'project' : 'projects'} completed · Member since{' '}
          {new Date(freelancer.memberSince).getUTCFullYear()}
        </Typography.Text>
        {canConnect && (
          <Button
            type="primary"
            style={{ marginTop: 'auto' }}
            loading={connecting}
            onClick={() => onConnect(freelancer._id)}
            aria-label={`Connect with ${freelancer.fullName}`}
          >
            Connect
          </Button>
        )}
      </article>
    </Card>
  );
}
