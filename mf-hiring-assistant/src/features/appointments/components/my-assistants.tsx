import { getErrorMessage } from '@freelane/shared';
import { APPOINTMENT_STATUS_LABELS } from '@freelane/shared/contracts';
import { Button, Card, List, Popconfirm, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useEndAppointmentMutation, useGetMyAppointmentsQuery } from '../api/appointments';
import { useToasts } from '@freelane/shared/ui';

/** The client's assistants and the jobs they help with; hidden until there is one. */
export function MyAssistants() {
  const { message } = useToasts();
  const { data } = useGetMyAppointmentsQuery({ page: 1, limit: 20 });
  const [end, { isLoading }] = useEndAppointmentMutation();
  if (!data || data.appointments.length === 0) return null;
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Your assistants</h2>} style={{ marginBottom: 24 }}>
      <List
        dataSource={data.appointments}
        renderItem={(appointment) => (
          <List.Item
            key={appointment._id}
            actions={
              appointment.status === 'pending' || appointment.status === 'accepted'
                ? [
                    <Popconfirm
                      key="end"
                      title="End this appointment?"
                      okText="End"
                      onConfirm={async () => {
                        try {
                          message.success((await end(appointment._id).unwrap()).message);
                        } catch (error) {
                          message.error(getErrorMessage(error));
                        }
                      }}
                    >
                      <Button size="small" loading={isLoading}>
                        End
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Typography.Text>
              <strong>{appointment.assistant.fullName}</strong> on{' '}
              <Link to={`/viewApplicants?jobId=${encodeURIComponent(appointment.job._id)}`}>
                {appointment.job.title}
              </Link>{' '}
              <Tag>{APPOINTMENT_STATUS_LABELS[appointment.status]}</Tag>
              {appointment.recommendedCount > 0 ? `${appointment.recommendedCount} recommended` : null}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
