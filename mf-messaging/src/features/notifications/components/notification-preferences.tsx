import { useEffect, useState } from 'react';
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

/** The push client (service worker, subscription), loaded only once these settings are shown (issue 37). */
const pushDevice = () => import('../lib/push-device');
const browserCanPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Per category, three switches: shown in the app (bell and this page), sent by e-mail, and pushed
 * to this device (Web Push, issue 37: on only when the person pushes that category and this browser
 * is subscribed). Saved on change.
 */
export function NotificationPreferences() {
  const { data, error, isLoading, isError, refetch } = useGetNotificationPreferencesQuery();
  const [update] = useUpdateNotificationPreferencesMutation();
  const { message } = useToasts();
  const [deviceSubscribed, setDeviceSubscribed] = useState(false);
  const [pushBusy, setPushBusy] = useState(false);
  const canPush = browserCanPush();

  useEffect(() => {
    if (!canPush) return;
    let current = true;
    void pushDevice()
      .then((device) => device.thisDeviceSubscribed())
      .then((subscribed) => current && setDeviceSubscribed(subscribed))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [canPush]);

  const handlePushChange = async (preference: NotificationPreference, value: boolean) => {
    setPushBusy(true);
    try {
      const device = await pushDevice();
      if (value && !deviceSubscribed) {
        await device.subscribeThisDevice();
        setDeviceSubscribed(true);
      }
      await update({ preferences: [{ ...preference, push: value }] }).unwrap();
      // The last category switched off: this browser has nothing left to receive.
      if (!value && !(data ?? []).some((other) => other.category !== preference.category && other.push)) {
        await device.unsubscribeThisDevice();
        setDeviceSubscribed(false);
      }
      message.success({
        key: SAVED_TOAST_KEY,
        content: value ? 'This device will receive push notifications.' : 'Notification settings saved.',
      });
    } catch (pushError) {
      message.error(getErrorMessage(pushError, 'Push notifications could not be changed. Please try again.'));
    } finally {
      setPushBusy(false);
    }
  };

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

  const pushSwitch = (_: unknown, preference: NotificationPreference) => (
    <Switch
      checked={deviceSubscribed && preference.push}
      disabled={!canPush || pushBusy}
      title={canPush ? undefined : 'This browser cannot receive push notifications.'}
      aria-label={`${CATEGORY_NAMES[preference.category]} push to this device`}
      onChange={(value) => void handlePushChange(preference, value)}
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
          { title: 'Push to this device', key: 'push', align: 'center', width: 96, render: pushSwitch },
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
