import { getErrorMessage } from '@freelane/shared';
import { APPOINTMENT_STATUS_LABELS } from '@freelane/shared/contracts/hiring-assistant-options';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useEndAppointmentMutation, useGetMyAppointmentsQuery } from '../api/appointments';
import { PlainList, useToasts } from '@freelane/shared/ui';
import { knownOr } from '@freelane/shared/contracts';

/** The client's assistants and the jobs they help with; hidden until there is one. */
export function MyAssistants() {
  const { message } = useToasts();
  const { data } = useGetMyAppointmentsQuery({ page: 1, limit: 20 });
  const [end, { isLoading }] = useEndAppointmentMutation();
  if (!data || data.appointments.length === 0) return null;
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Your assistants</h2>} style={{ marginBottom: 24 }}>
      <PlainList
        items={data.appointments}
        getKey={(appointment) => appointment._id}
        renderItem={(appointment) => (
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text>
              <strong>{appointment.assistant.fullName}</strong> on{' '}
              <Link to={`/viewApplicants?jobId=${encodeURIComponent(appointment.job._id)}`}>
                {appointment.job.title}
              </Link>{' '}
              <Tag>{knownOr(APPOINTMENT_STATUS_LABELS, appointment.status, 'Unknown')}</Tag>
              {appointment.recommendedCount > 0 ? `${appointment.recommendedCount} recommended` : null}
            </Typography.Text>
            {(appointment.status === 'pending' || appointment.status === 'accepted') && (
              <Popconfirm
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
              </Popconfirm>
            )}
          </Flex>
        )}
      />
    </Card>
  );
}
