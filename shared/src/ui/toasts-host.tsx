import type { ToastsBridge } from '@freelane/shared';
import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import { AntdProvider, TOAST_DURATION_S, TOAST_MAX_COUNT } from './antd-provider';

/**
 * The one place toasts and confirmations render: antd's hook-based APIs, their holders inside the
 * app (router, store) and Freelane's theme, attached to the bridge every page talks to
 * (`useToasts`, `useConfirm`). The shell mounts it once, after its first render.
 */
export function ToastsHost({ bridge }: { bridge: ToastsBridge }) {
  const [messageApi, messageHolder] = message.useMessage({ duration: TOAST_DURATION_S, maxCount: TOAST_MAX_COUNT });
  const [notificationApi, notificationHolder] = notification.useNotification({
    duration: TOAST_DURATION_S,
    maxCount: TOAST_MAX_COUNT,
  });
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    bridge.attach({ message: messageApi, notification: notificationApi, modal: modalApi });
    return () => bridge.detach();
  }, [bridge, messageApi, notificationApi, modalApi]);
  return (
    <AntdProvider>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </AntdProvider>
  );
}
