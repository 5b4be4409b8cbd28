import { getErrorMessage } from '@freelane/shared';
import { APPOINTMENT_STATUS_LABELS } from '@freelane/shared/contracts/hiring-assistant-options';
import { knownOr } from '@freelane/shared/contracts/known-values';
import {
  PlainButton,
  PlainCard,
  PlainList,
  PlainTag,
  TextLink,
  useConfirm,
  useToasts,
  FlexBox,
} from '@freelane/shared/ui';
import { useEndAppointmentMutation, useGetMyAppointmentsQuery } from '../api/appointments';

/** What the section asks for; the directory waits for the same answer before it lays out (no shift). */
export const MY_ASSISTANTS_ARGS = { page: 1, limit: 20 } as const;

/** The client's assistants and the jobs they help with; hidden until there is one. Plain: a first screen. */
export function MyAssistants() {
  const { message } = useToasts();
  const confirm = useConfirm();
  const { data } = useGetMyAppointmentsQuery(MY_ASSISTANTS_ARGS);
  const [end, { isLoading }] = useEndAppointmentMutation();
  if (!data || data.appointments.length === 0) return null;
  return (
    <PlainCard title="Your assistants" style={{ marginBottom: 24 }}>
      <PlainList
        items={data.appointments}
        getKey={(appointment) => appointment._id}
        renderItem={(appointment) => (
          <FlexBox wrap justify="space-between" align="center" gap={12}>
            <span>
              <strong>{appointment.assistant.fullName}</strong> on{' '}
              <TextLink to={`/viewApplicants?jobId=${encodeURIComponent(appointment.job._id)}`}>
                {appointment.job.title}
              </TextLink>{' '}
              <PlainTag>{knownOr(APPOINTMENT_STATUS_LABELS, appointment.status, 'Unknown')}</PlainTag>
              {appointment.recommendedCount > 0 ? `${appointment.recommendedCount} recommended` : null}
            </span>
            {(appointment.status === 'pending' || appointment.status === 'accepted') && (
              <PlainButton
                size="small"
                loading={isLoading}
                onClick={() =>
                  confirm({
                    title: 'End this appointment?',
                    okText: 'End',
                    onOk: async () => {
                      try {
                        message.success((await end(appointment._id).unwrap()).message);
                      } catch (error) {
                        message.error(getErrorMessage(error));
                      }
                    },
                  })
                }
              >
                End
              </PlainButton>
            )}
          </FlexBox>
        )}
      />
    </PlainCard>
  );
}
