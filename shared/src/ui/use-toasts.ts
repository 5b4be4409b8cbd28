import { ToastsContext, type ToastKind, type ToastsBridge } from '@freelane/shared/session';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useContext, useMemo } from 'react';

/** `bridge.call(kind, method, …)` behind antd's own method names. */
function forward<T extends object>(bridge: ToastsBridge | null, kind: ToastKind): T {
  return new Proxy({} as T, {
    get:
      (_target, method) =>
      (...args: unknown[]) => {
        if (!bridge) throw new Error('useToasts needs the toast host: render inside the shell, or renderWithProviders');
        return bridge.call(kind, String(method), args);
      },
  });
}

/**
 * The spec's toasts (§8, §9: 4 s, at most 3, 356 px wide): `message.success(…)`,
 * `notification.info(…)`, from any page, widget or the shell. They show in the shell's toast host
 * (inside the router: a toast may hold a link) and outlive the page that showed them. Asked before
 * the host has loaded, they show as soon as it has. No antd is loaded by asking.
 */
export function useToasts(): { message: MessageInstance; notification: NotificationInstance } {
  const bridge = useContext(ToastsContext);
  return useMemo(
    () => ({
      message: forward<MessageInstance>(bridge, 'message'),
      notification: forward<NotificationInstance>(bridge, 'notification'),
    }),
    [bridge],
  );
}

/** A confirmation dialog (`confirm({ title, content, onOk })`), shown by the same host. */
export function useConfirm(): (props: ModalFuncProps) => void {
  const bridge = useContext(ToastsContext);
  return useMemo(() => {
    const modal = forward<{ confirm: (props: ModalFuncProps) => void }>(bridge, 'modal');
    return (props: ModalFuncProps) => void modal.confirm(props);
  }, [bridge]);
}
