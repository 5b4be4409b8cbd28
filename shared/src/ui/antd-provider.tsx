import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';

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
 * Freelane's antd theme for everything under it. antd belongs to the areas, not to the shell (which
 * renders none, so a first page that uses no antd loads none): each area page that renders antd
 * is wrapped in it by `withAntd`, and tests and dev harnesses wrap what they render. Toasts and
 * confirmations are themed apart (`useToasts`, `useConfirm`), since they outlive the page.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={FREELANE_THEME}>{children}</ConfigProvider>;
}

/** An area page (an exposed module) that renders antd: `export default withAntd(PostJob)`. */
export function withAntd<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function AntdPage(props: P) {
    return (
      <AntdProvider>
        <Page {...props} />
      </AntdProvider>
    );
  }
  AntdPage.displayName = `withAntd(${Page.displayName ?? Page.name})`;
  return AntdPage;
}
