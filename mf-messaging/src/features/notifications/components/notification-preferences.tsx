import { Alert, Switch, Typography } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import {
  UNREAD_MESSAGE_EMAIL_DELAY_MINUTES,
  type NotificationCategory,
  type NotificationPreference,
} from '@freelane/shared/contracts';
import { ErrorState, useToasts, ResponsiveTable } from '@freelane/shared/ui';
import { useGetNotificationPreferencesQuery } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferencesMutation } from '../api/update-notification-preferences';
import { CATEGORY_DESCRIPTIONS } from '../lib/notification-filters';
import { NotificationsLoading } from './notifications-loading';

const CATEGORY_NAMES: Record<NotificationCategory, string> = {
  Message: 'Messages',
  Proposals: 'Proposals',
  Job: 'Jobs',
  JobAlert: 'Job alerts',
  Payments: 'Payments',
  System: 'System',
};

type Channel = 'inApp' | 'email';
const CHANNEL_NAMES: Record<Channel, string> = { inApp: 'in the app', email: 'by e-mail' };
const SAVED_TOAST_KEY = 'notification-settings-saved';

/** Per category, two switches: shown in the app (bell and this page) and sent by e-mail. Saved on change. */
export function NotificationPreferences() {
  const { data, error, isLoading, isError, refetch } = useGetNotificationPreferencesQuery();
  const [update] = useUpdateNotificationPreferencesMutation();
  const { message } = useToasts();

  const handleChange = async (preference: NotificationPreference, channel: Channel, value: boolean) => {
    try {
      // Only the switch that moved is sent, so two quick changes never overwrite each other.
      const result = await update({ preferences: [{ ...preference, [channel]: value }] }).unwrap();
      message.success({ key: SAVED_TOAST_KEY, content: result.message ?? 'Notification settings saved.' });
    } catch (saveError) {
      message.error(getErrorMessage(saveError, 'Your notification settings could not be saved. Please try again.'));
    }
  };

  if (isLoading) return <NotificationsLoading />;
  if (isError || !data) {
    return (
      <ErrorState
        title="We couldn't load your settings"
        message={getErrorMessage(error, 'Something went wrong while loading your notification settings.')}
        onRetry={() => void refetch()}
      />
    );
  }

  const channelSwitch = (channel: Channel) => (_: unknown, preference: NotificationPreference) => (
    <Switch
      checked={preference[channel]}
      aria-label={`${CATEGORY_NAMES[preference.category]} ${CHANNEL_NAMES[channel]}`}
      onChange={(value) => void handleChange(preference, channel, value)}
    />
  );

  return (
    <>
      <Typography.Paragraph>
        Choose what reaches you in the app (the bell and this page) and what is also sent to your e-mail address.
      </Typography.Paragraph>
      <ResponsiveTable<NotificationPreference>
        rowKey="category"
        dataSource={data}
        pagination={false}
        size="small"
        columns={[
          {
            title: 'Category',
            key: 'category',
            render: (_, preference) => (
              <>
                <Typography.Text strong>{CATEGORY_NAMES[preference.category]}</Typography.Text>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {CATEGORY_DESCRIPTIONS[preference.category]}
                </Typography.Text>
              </>
            ),
          },
          { title: 'In app', key: 'inApp', align: 'center', width: 72, render: channelSwitch('inApp') },
          { title: 'E-mail', key: 'email', align: 'center', width: 72, render: channelSwitch('email') },
        ]}
      />
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 16 }}
        title="E-mails about messages come in one batch"
        description={`You never get one e-mail per message. When messages are still unread ${UNREAD_MESSAGE_EMAIL_DELAY_MINUTES} minutes after they arrive, one e-mail lists every conversation waiting for you, with who wrote and the first lines. Nothing is sent for messages you have already read.`}
      />
    </>
  );
}
