import { UserOutlined } from '@ant-design/icons';
import {
  knownOr,
  MENTOR_AVAILABILITY_LABELS,
  MENTOR_EXPERIENCE_LABELS,
  MENTOR_EXPERTISE_LABELS,
  MENTORING_TYPE_LABELS,
  type MentorCard as Mentor,
} from '@freelane/shared/contracts';
import { Avatar, Button, Card, Space, Tag, Typography } from 'antd';

/** One approved mentor: who they are, what they help with, and Request Mentoring (opens the chat). */
export function MentorCard({ mentor, isSelf, onRequest }: { mentor: Mentor; isSelf: boolean; onRequest: () => void }) {
  return (
    <Card>
      <article aria-label={mentor.fullName}>
        <Space align="start" size={16}>
          <Avatar size={56} src={mentor.profile.profilePhoto ?? undefined} icon={<UserOutlined />} alt="" />
          <div>
            <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
              {mentor.fullName}
            </Typography.Title>
            <Typography.Text type="secondary">
              {mentor.currentProfession} · {knownOr(MENTOR_EXPERIENCE_LABELS, mentor.experience, 'experience unknown')}
            </Typography.Text>
          </div>
        </Space>
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ marginTop: 12 }}>
          {mentor.professionalBio}
        </Typography.Paragraph>
        <div aria-label="Areas of expertise" role="list" style={{ marginBottom: 8 }}>
          {mentor.areaOfExpertise.map((area) => (
            <Tag role="listitem" key={area} color="blue">
              {knownOr(MENTOR_EXPERTISE_LABELS, area, 'Other')}
            </Tag>
          ))}
        </div>
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          {mentor.mentoringType.map((type) => knownOr(MENTORING_TYPE_LABELS, type, 'Other')).join(' · ')}
          <br />
          <Typography.Text type="secondary">
            Available {knownOr(MENTOR_AVAILABILITY_LABELS, mentor.availability, 'on request').toLowerCase()}
          </Typography.Text>
        </Typography.Paragraph>
        {mentor.freeSession ? (
          <Tag color="green">Free 15-30 minutes introductory session</Tag>
        ) : (
          <Tag>Paid sessions only</Tag>
        )}
        <Space wrap style={{ marginTop: 16, display: 'flex' }}>
          {isSelf ? (
            <Typography.Text type="secondary">This is you</Typography.Text>
          ) : (
            <Button type="primary" onClick={onRequest}>
              Request Mentoring
            </Button>
          )}
          <a
            href={mentor.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`LinkedIn profile of ${mentor.fullName} (opens in a new tab)`}
          >
            LinkedIn profile
          </a>
        </Space>
      </article>
    </Card>
  );
}
