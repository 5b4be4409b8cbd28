import { Drawer } from 'antd';
import { NotificationPreferences } from './notification-preferences';

interface NotificationPreferencesDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The settings beside the list, without leaving it; its content (and its call) only once opened. */
export function NotificationPreferencesDrawer({ open, onClose }: NotificationPreferencesDrawerProps) {
  return (
    <Drawer title="Notification settings" open={open} onClose={onClose} size="min(560px, 100vw)" destroyOnHidden>
      <NotificationPreferences />
    </Drawer>
  );
}
