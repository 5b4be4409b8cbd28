import { Drawer } from 'antd';
import { AntdProvider } from '@freelane/shared/ui';
import { NotificationPreferences } from './notification-preferences';

interface NotificationPreferencesDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The settings beside the list, without leaving it; its content (and its call) only once opened.
 * Loaded on demand by the centre (an island): it themes its own antd, the page renders none.
 */
export default function NotificationPreferencesDrawer({ open, onClose }: NotificationPreferencesDrawerProps) {
  return (
    <AntdProvider>
      <Drawer title="Notification settings" open={open} onClose={onClose} size="min(560px, 100vw)" destroyOnHidden>
        <NotificationPreferences />
      </Drawer>
    </AntdProvider>
  );
}
