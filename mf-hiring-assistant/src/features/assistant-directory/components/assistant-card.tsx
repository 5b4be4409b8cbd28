import { UserOutlined } from '@ant-design/icons';
import type { HiringAssistant } from '@freelane/shared/contracts';
import { HIRING_SPECIALIZATION_LABELS } from '@freelane/shared/contracts/hiring-assistant-options';
import { RatingSummary } from '@freelane/shared/ui';
import { Avatar, Button, Card, Space, Tag, Typography } from 'antd';
import { knownOr } from '@freelane/shared/contracts';

interface AssistantCardProps {
  assistant: HiringAssistant;
  onShortlist: (shortlisted: boolean) => void;
  onConnect: () => void;
  onAppoint: () => void;
  shortlistBusy: boolean;
}

/** One accepted assistant (spec §3 fields plus rating and jobs assisted), with Shortlist, Connect and Appoint. */
export function AssistantCard({ assistant, onShortlist, onConnect, onAppoint, shortlistBusy }: AssistantCardProps) {
  const { fullName, profile } = assistant.userDetails;
  return (
    <Card>
      <article aria-label={fullName}>
        <Space align="start" size={16}>
          <Avatar size={56} src={profile.profilePhoto ?? undefined} icon={<UserOutlined />} alt="" />
          <div>
            <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
              {fullName}
            </Typography.Title>
            <Typography.Text type="secondary">
              {knownOr(HIRING_SPECIALIZATION_LABELS, assistant.yourSpecialization, 'Unknown specialization')} ·{' '}
              {assistant.yearsOfExperience} {assistant.yearsOfExperience === 1 ? 'year' : 'years'} of experience
            </Typography.Text>
            <div>
              <RatingSummary rating={assistant.rating} />
            </div>
          </div>
        </Space>
        <div role="list" aria-label="Skills" style={{ margin: '12px 0' }}>
          {assistant.skills.map((skill) => (
            <Tag role="listitem" key={skill}>
              {skill}
            </Tag>
          ))}
        </div>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {assistant.jobsAssisted === 0
            ? 'No jobs assisted yet'
            : `${assistant.jobsAssisted} ${assistant.jobsAssisted === 1 ? 'job' : 'jobs'} assisted`}
        </Typography.Paragraph>
        <Space wrap>
          <Button
            aria-pressed={assistant.shortlisted}
            loading={shortlistBusy}
            onClick={() => onShortlist(!assistant.shortlisted)}
          >
            {assistant.shortlisted ? 'Shortlisted' : 'Shortlist'}
          </Button>
          <Button type="primary" onClick={onConnect}>
            Connect
          </Button>
          <Button onClick={onAppoint}>Appoint to a job</Button>
        </Space>
      </article>
    </Card>
  );
}
