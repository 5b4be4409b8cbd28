import { UserOutlined } from '@ant-design/icons';
import { knownOr, APPOINTMENT_STATUS_LABELS, type Appointment } from '@freelane/shared/contracts';
import { useFormatMoney } from '@freelane/shared';
import { Avatar, Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';

interface ClientCardProps {
  appointment: Appointment;
  busy: boolean;
  onRespond: (decision: 'accepted' | 'declined') => void;
  onEnd: () => void;
  onReview: () => void;
}

const STATUS_COLOR = { pending: 'gold', accepted: 'green', declined: 'default', ended: 'default' } as const;

/** One client and job the assistant was appointed to (spec: "client appointment with a card"). */
export function ClientCard({ appointment, busy, onRespond, onEnd, onReview }: ClientCardProps) {
  const formatMoney = useFormatMoney();
  const { client, job } = appointment;
  return (
    <Card>
      <article aria-label={`${client.fullName}: ${job.title}`}>
        <Space align="start">
          <Avatar src={client.profile.profilePhoto ?? undefined} icon={<UserOutlined />} alt="" />
          <div>
            <Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>
              {job.title}
            </Typography.Title>
            <Typography.Text type="secondary">for {client.fullName}</Typography.Text>
          </div>
        </Space>
        <div style={{ margin: '12px 0' }}>
          <Tag color={knownOr(STATUS_COLOR, appointment.status, 'default')}>
            {knownOr(APPOINTMENT_STATUS_LABELS, appointment.status, 'Unknown')}
          </Tag>
          <Typography.Text>
            Budget {formatMoney(job.salary)} · {job.applicantCount}{' '}
            {job.applicantCount === 1 ? 'proposal' : 'proposals'} · {appointment.recommendedCount} recommended
          </Typography.Text>
          {appointment.fee !== null ? (
            <div>
              <Typography.Text strong>Fee earned: {formatMoney(appointment.fee)}</Typography.Text>
            </div>
          ) : null}
        </div>
        <Space wrap>
          {appointment.status === 'pending' ? (
            <>
              <Button type="primary" loading={busy} onClick={() => onRespond('accepted')}>
                Accept
              </Button>
              <Button loading={busy} onClick={() => onRespond('declined')}>
                Decline
              </Button>
            </>
          ) : null}
          {appointment.status === 'accepted' ? (
            <>
              <Button type="primary" onClick={onReview}>
                Review applications
              </Button>
              <Popconfirm title="End this appointment?" okText="End" onConfirm={onEnd}>
                <Button loading={busy}>End</Button>
              </Popconfirm>
            </>
          ) : null}
        </Space>
      </article>
    </Card>
  );
}
