import type { ToastsBridge } from '@freelane/shared/session';
import { message, Modal, notification } from 'antd';
import { useLayoutEffect } from 'react';
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
  // Attached with the holders, not after them: antd's holders register in the layout phase and are
  // let go of there too (a Suspense boundary above that shows its fallback again hides them), and a
  // toast asked of an API whose holder is gone is dropped by antd without a word. Detached then,
  // the bridge keeps what is asked until the holders are back.
  useLayoutEffect(() => {
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
