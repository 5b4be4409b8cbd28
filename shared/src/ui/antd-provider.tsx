import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/** Toasts (spec §9): 4000 ms, at most 3 visible, 356 px wide. antd takes the duration in seconds. */
export const TOAST_DURATION_S = 4;
export const TOAST_MAX_COUNT = 3;
export const TOAST_WIDTH_PX = 356;

/** The same shade under both of antd's names for it. */
function darkerShade7(shades: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shades).flatMap(([name, colour]) => [
      [`${name}7`, colour],
      [`${name}-7`, colour],
    ]),
  );
}

/**
 * antd's default text, link and status colours fall below WCAG AA contrast (4.5:1) on white and on
 * their own tinted backgrounds: grey secondary text is 3.4:1, links 4.1:1, error text 3.3:1, green,
 * gold, orange and cyan tags about 3.4:1. These are the darker shades that pass; the axe scan in
 * e2e/accessibility.spec.ts checks every page with them.
 */
const ACCESSIBLE_COLOURS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorLink: '#1d5bd6',
  colorInfo: '#1d5bd6',
  colorSuccess: '#237804',
  colorWarning: '#8a5300',
  colorError: '#cf1322',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  // Preset tags write their text in shade 7 on shade 1. antd names each shade twice (green7 and
  // green-7) and both become the one CSS variable --ant-green-7, so both are set.
  ...darkerShade7({
    green: '#237804',
    gold: '#874d00',
    orange: '#ad4e00',
    volcano: '#ad2102',
    cyan: '#006d75',
    lime: '#3f6600',
  }),
};

export const FREELANE_THEME = {
  token: { colorPrimary: '#1f6feb', borderRadius: 8, ...ACCESSIBLE_COLOURS },
  components: {
    Notification: { width: TOAST_WIDTH_PX },
    // A table's "nothing here" text is drawn in the disabled grey (1.8:1); it is content, not disabled.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
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
