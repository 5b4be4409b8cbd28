import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/** Toasts (spec §9): 4000 ms, at most 3 visible, 356 px wide. antd takes the duration in seconds. */
export const TOAST_DURATION_S = 4;
export const TOAST_MAX_COUNT = 3;
export const TOAST_WIDTH_PX = 356;

export const FREELANE_THEME = {
  token: { colorPrimary: '#1f6feb', borderRadius: 8 },
  components: { Notification: { width: TOAST_WIDTH_PX } },
};

/**
 * antd's ConfigProvider + App, so `App.useApp()` gives every page (shell or remote) the same
 * message and notification API. Only the shell (and test harnesses) mount it.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={FREELANE_THEME}>
      <App
        message={{ duration: TOAST_DURATION_S, maxCount: TOAST_MAX_COUNT }}
        notification={{ duration: TOAST_DURATION_S, maxCount: TOAST_MAX_COUNT }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}
