import { Switch, Typography } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import type { ChatSettingsBody } from '@freelane/shared/contracts';
import { AntdProvider, useToasts } from '@freelane/shared/ui';
import { useGetChatSettingsQuery } from '../api/get-chat-settings';
import { useUpdateChatSettingsMutation } from '../api/update-chat-settings';
import { ChatSettingsLoading } from './chat-settings-loading';

function ChatSettingsFields() {
  const { message } = useToasts();
  const { data, isLoading, isError, error } = useGetChatSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateChatSettingsMutation();

  const handleChange = async (change: ChatSettingsBody) => {
    try {
      await update(change).unwrap();
    } catch (failure) {
      message.error(getErrorMessage(failure, 'Your chat settings could not be saved.'));
    }
  };

  if (isLoading) {
    return <ChatSettingsLoading />;
  }
  if (isError || !data)
    return (
      <Typography.Text type="danger">{getErrorMessage(error, 'Chat settings could not be loaded.')}</Typography.Text>
    );
  return (
    <div style={{ maxWidth: 280 }}>
      <label
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, fontWeight: 600 }}
      >
        Send read receipts
        <Switch
          checked={data.settings.sendReadReceipts}
          loading={saving}
          onChange={(checked) => void handleChange({ sendReadReceipts: checked })}
        />
      </label>
      <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 13 }}>
        When this is off, people you chat with do not see “Seen” when you read their messages.
      </Typography.Paragraph>
      <label
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          fontWeight: 600,
          marginTop: 12,
        }}
      >
        Show when I’m online
        <Switch
          checked={data.settings.showOnline}
          loading={saving}
          onChange={(checked) => void handleChange({ showOnline: checked })}
        />
      </label>
      <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 13 }}>
        Only people you have both written to see it. When this is off, nobody sees when you are online, and you do not
        see when they are.
      </Typography.Paragraph>
    </div>
  );
}

/** The chat settings' switches, loaded when the gear is first pressed (chat-settings-button.tsx). */
export function ChatSettingsPanel() {
  return (
    <AntdProvider>
      <ChatSettingsFields />
    </AntdProvider>
  );
}
