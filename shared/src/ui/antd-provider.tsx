import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { COLOR, CONTROL_HEIGHT, FONT_SIZE, RADIUS, SHADOW, SPACE, TAG } from '../tokens/tokens';
import { useMediaQuery } from './use-media-query';

/** Toasts (spec §9): 4000 ms, at most 3 visible, 356 px wide. antd takes the duration in seconds. */
export const TOAST_DURATION_S = 4;
export const TOAST_MAX_COUNT = 3;
export const TOAST_WIDTH_PX = 356;

/** Each preset's shade 1 and shade 7 (what antd's Tag draws) under both of antd's names for it. */
function tagShades(): Record<string, string> {
  // antd names each shade twice (green7 and green-7) and both become the one CSS variable
  // --ant-green-7, so both are set.
  return Object.fromEntries(
    Object.entries(TAG).flatMap(([name, { text, bg }]) => [
      [`${name}1`, bg],
      [`${name}-1`, bg],
      [`${name}7`, text],
      [`${name}-7`, text],
    ]),
  );
}

/**
 * Freelane's tokens (@freelane/shared/tokens) as antd's: the same colours, radii, spacing and type
 * sizes the plain controls draw with through CSS custom properties. The colours darker than antd's
 * own (descriptions, placeholders, links, status, tag text) pass WCAG AA; the axe scan in
 * e2e/accessibility.spec.ts checks every page with them.
 */
export const FREELANE_THEME = {
  token: {
    colorPrimary: COLOR.primary,
    colorPrimaryHover: COLOR.primaryHover,
    colorLink: COLOR.link,
    colorInfo: COLOR.info,
    colorSuccess: COLOR.success,
    colorWarning: COLOR.warning,
    colorError: COLOR.error,
    colorSuccessBg: COLOR.successBg,
    colorSuccessBorder: COLOR.successBorder,
    colorWarningBg: COLOR.warningBg,
    colorWarningBorder: COLOR.warningBorder,
    colorErrorBg: COLOR.errorBg,
    colorErrorBorder: COLOR.errorBorder,
    colorInfoBg: COLOR.infoBg,
    colorInfoBorder: COLOR.infoBorder,
    colorText: COLOR.text,
    colorTextSecondary: COLOR.textSecondary,
    colorTextTertiary: COLOR.textDescription,
    colorTextDescription: COLOR.textDescription,
    colorTextPlaceholder: COLOR.textPlaceholder,
    colorTextQuaternary: COLOR.textQuaternary,
    colorTextLightSolid: COLOR.textLightSolid,
    colorBgContainer: COLOR.bgContainer,
    colorBgLayout: COLOR.bgLayout,
    colorBgSpotlight: COLOR.bgSpotlight,
    colorBorder: COLOR.border,
    colorBorderSecondary: COLOR.borderSecondary,
    colorSplit: COLOR.split,
    colorFill: COLOR.fill,
    colorFillSecondary: COLOR.fillSecondary,
    colorFillTertiary: COLOR.fillTertiary,
    colorFillQuaternary: COLOR.fillQuaternary,
    ...tagShades(),
    borderRadius: RADIUS.base,
    borderRadiusSM: RADIUS.sm,
    borderRadiusLG: RADIUS.lg,
    sizeXXS: SPACE.xxs,
    sizeXS: SPACE.xs,
    sizeSM: SPACE.sm,
    size: SPACE.base,
    sizeMD: SPACE.md,
    sizeLG: SPACE.lg,
    sizeXL: SPACE.xl,
    sizeXXL: SPACE.xxl,
    controlHeightSM: CONTROL_HEIGHT.sm,
    controlHeight: CONTROL_HEIGHT.base,
    controlHeightLG: CONTROL_HEIGHT.lg,
    fontSizeSM: FONT_SIZE.sm,
    fontSize: FONT_SIZE.base,
    fontSizeLG: FONT_SIZE.lg,
    fontSizeXL: FONT_SIZE.xl,
    fontSizeHeading1: FONT_SIZE.heading1,
    fontSizeHeading2: FONT_SIZE.heading2,
    fontSizeHeading3: FONT_SIZE.heading3,
    boxShadowSecondary: SHADOW.popup,
  },
  components: {
    Notification: { width: TOAST_WIDTH_PX },
    // A table's "nothing here" text is drawn in the disabled grey (1.8:1); it is content, not disabled.
    Table: { colorTextDisabled: COLOR.textDescription },
  },
};

/**
 * The theme for someone whose system asks for less motion: antd's own switch (`motion: false`), so
 * its popups, dialogs and drawers open and close without animating, rather than relying on the
 * site's CSS that ends every animation at once (shell/src/app/global.css, which also keeps
 * transitions from misplacing antd's popups).
 */
export const REDUCED_MOTION_THEME = { ...FREELANE_THEME, token: { ...FREELANE_THEME.token, motion: false } };

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Freelane's antd theme for everything under it. antd belongs to the areas, not to the shell (which
 * renders none, so a first page that uses no antd loads none): each area page that renders antd
 * is wrapped in it by `withAntd`, and tests and dev harnesses wrap what they render. Toasts and
 * confirmations are themed apart (`useToasts`, `useConfirm`), since they outlive the page.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return <ConfigProvider theme={reducedMotion ? REDUCED_MOTION_THEME : FREELANE_THEME}>{children}</ConfigProvider>;
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
