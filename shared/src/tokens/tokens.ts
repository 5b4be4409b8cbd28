/**
 * Freelane's design tokens: the one place a colour, radius, spacing step, type size or shadow of the
 * product is written (issue 35). Two systems draw from it:
 *
 * - antd, through `FREELANE_THEME` (shared/src/ui/antd-provider.tsx), which passes these values as
 *   antd's tokens;
 * - every stylesheet and inline style, through the CSS custom properties `tokensCss()` writes
 *   (`--fl-color-primary`, `--fl-radius`, …) into `tokens.css`, which the shell's frame and the dev
 *   harness load before anything else.
 *
 * Plain data and string helpers, no antd and no zod: a first screen that needs a value pays a few
 * hundred bytes. Where antd derives a value itself (its line heights are 22/14 and so on), the CSS
 * value here is the one the plain controls always used.
 *
 * No literal of a colour below may appear anywhere else in the front end: tokens.test.ts scans the
 * sources. A colour used once, for one picture (the footer's night palette, avatar colours), stays
 * where it is used.
 */

/** `#1f6feb` at `opacity`: `rgba(31, 111, 235, 0.1)`. */
function alpha(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

const PRIMARY = '#1f6feb';

export const COLOR = {
  // The brand.
  primary: PRIMARY,
  /**
   * Hover on the plain controls and antd's (`colorPrimaryHover`). Darker than `primary`, not lighter
   * as antd derives it: white text on the lighter #4a8ef3 was 3.25:1 (axe flagged /login's Verify
   * button while the pointer rested on it after a click); this is 5.85:1.
   */
  primaryHover: '#1a5fd0',
  /** A chosen or unread item's background. */
  primaryBg: '#f0f6ff',
  /** The brand's wash behind a promotion or an empty chat, fading into `primaryTintSubtle`. */
  primaryTint: '#eef4ff',
  primaryTintSubtle: '#f8fbff',
  /** The glow around a focused field. */
  primaryOutline: alpha(PRIMARY, 0.1),
  /** The track of a spinner. */
  primaryTrack: alpha(PRIMARY, 0.2),
  /** Freelane's night blue (the footer, Freelane's own notifications). */
  navy: '#0d1b2a',

  // Text, black at antd's opacities; the lighter two are darkened to pass WCAG AA (4.5:1) on white
  // and on tinted backgrounds: antd's grey description text is 3.4:1, its placeholder 1.8:1.
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  /** Descriptions, secondary and "nothing here" text (antd: tertiary, description; 0.45 there). */
  textDescription: 'rgba(0, 0, 0, 0.6)',
  textPlaceholder: 'rgba(0, 0, 0, 0.55)',
  /** Not text any more: the fill of an avatar without a photo. */
  textQuaternary: 'rgba(0, 0, 0, 0.25)',
  /** Text on a solid colour (a primary button, a badge). */
  textLightSolid: '#fff',
  /** Links in text: antd's link blue is 4.1:1 on white; this one passes. */
  link: '#1d5bd6',

  // Surfaces and lines.
  bgContainer: '#fff',
  bgLayout: '#f5f5f5',
  /** A tooltip's background. */
  bgSpotlight: 'rgba(0, 0, 0, 0.85)',
  border: '#d9d9d9',
  borderSecondary: '#f0f0f0',
  split: 'rgba(5, 5, 5, 0.06)',
  fill: 'rgba(0, 0, 0, 0.15)',
  fillSecondary: 'rgba(0, 0, 0, 0.06)',
  fillTertiary: 'rgba(0, 0, 0, 0.04)',
  fillQuaternary: 'rgba(0, 0, 0, 0.02)',

  // Status, in the darker shades that pass AA as text (antd's green, gold and red are about 3.3:1).
  success: '#237804',
  successBg: '#f6ffed',
  successBorder: '#b7eb8f',
  warning: '#8a5300',
  warningBg: '#fffbe6',
  warningBorder: '#ffe58f',
  error: '#cf1322',
  errorHover: '#ff4d4f',
  errorBg: '#fff2f0',
  errorBorder: '#ffccc7',
  info: '#1d5bd6',
  infoBg: '#e6f4ff',
  infoBorder: '#91caff',

  // The greys of the messaging screens (chat, briefs, the message box).
  gray25: '#fcfcfd',
  gray50: '#f9fafb',
  gray100: '#f2f4f7',
  gray200: '#eaecf0',
  gray300: '#d0d5dd',
  gray400: '#98a2b3',
  gray500: '#667085',
  gray600: '#475467',
  gray700: '#344054',
  gray900: '#101828',
} as const;

/**
 * antd's preset colours as its Tag draws them: text in shade 7 on shade 1. Shade 7 of green, gold,
 * orange, volcano, cyan and lime is one step darker than antd's, to pass AA on shade 1.
 */
export const TAG = {
  blue: { text: '#0958d9', bg: '#e6f4ff' },
  geekblue: { text: '#1d39c4', bg: '#f0f5ff' },
  green: { text: '#237804', bg: '#f6ffed' },
  gold: { text: '#874d00', bg: '#fffbe6' },
  orange: { text: '#ad4e00', bg: '#fff7e6' },
  volcano: { text: '#ad2102', bg: '#fff2e8' },
  red: { text: '#cf1322', bg: '#fff1f0' },
  magenta: { text: '#c41d7f', bg: '#fff0f6' },
  purple: { text: '#531dab', bg: '#f9f0ff' },
  cyan: { text: '#006d75', bg: '#e6fffb' },
  lime: { text: '#3f6600', bg: '#fcffe6' },
} as const;

/** Corner radii in px (antd: borderRadius, borderRadiusSM, borderRadiusLG). */
export const RADIUS = {
  /** Skeleton rows and menu items. */
  xs: 4,
  sm: 6,
  base: 8,
  lg: 10,
} as const;

/** Spacing steps in px: antd's size scale (sizeXXS … sizeXXL), for margins, paddings and gaps. */
export const SPACE = {
  xxs: 4,
  xs: 8,
  sm: 12,
  base: 16,
  md: 20,
  lg: 24,
  xl: 32,
  xxl: 48,
} as const;

/** Heights of controls in px (antd: controlHeightSM, controlHeight, controlHeightLG). */
export const CONTROL_HEIGHT = { sm: 24, base: 32, lg: 40 } as const;

/** Type sizes in px (antd: fontSizeSM, fontSize, fontSizeLG, fontSizeXL, fontSizeHeading1…3). */
export const FONT_SIZE = { sm: 12, base: 14, lg: 16, xl: 20, heading3: 24, heading2: 30, heading1: 38 } as const;

/** Line heights as the plain controls write them (antd computes the same from the sizes: 22/14…). */
export const LINE_HEIGHT = { base: 1.5714, lg: 1.5, heading3: 1.3333, heading2: 1.2667, heading1: 1.2105 } as const;

export const SHADOW = {
  /** Under a default button (antd's). */
  button: `0 2px 0 ${COLOR.fillQuaternary}`,
  /** Under a primary button, as the plain controls draw it. */
  buttonPrimary: '0 2px 0 rgba(5, 145, 255, 0.1)',
  /** A dropdown or popup (antd's boxShadowSecondary). */
  popup: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  /** The chosen option of a segmented control. */
  raised: `0 1px 2px 0 rgba(0, 0, 0, 0.03), 0 1px 6px -1px ${COLOR.fillQuaternary}, 0 2px 4px 0 ${COLOR.fillQuaternary}`,
  /** The floating chat button. */
  launcher: `0 8px 24px ${alpha(PRIMARY, 0.35)}`,
} as const;

/** `gray500` → `gray-500`, `primaryHover` → `primary-hover`; `base` names the group itself. */
function cssName(group: string, key: string): string {
  const tail = key === 'base' ? '' : `-${key.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()}`;
  return `--fl-${group}${tail}`;
}

/** Every custom property and its value, in the order tokens.css lists them. */
export function tokenProperties(): [name: string, value: string][] {
  const properties: [string, string][] = [];
  const add = (group: string, values: Record<string, string | number>, unit = '') => {
    for (const [key, value] of Object.entries(values)) properties.push([cssName(group, key), `${value}${unit}`]);
  };
  add('color', COLOR);
  for (const [name, { text, bg }] of Object.entries(TAG)) {
    properties.push([`--fl-tag-${name}`, text], [`--fl-tag-${name}-bg`, bg]);
  }
  add('radius', RADIUS, 'px');
  add('space', SPACE, 'px');
  add('control-height', CONTROL_HEIGHT, 'px');
  add('font-size', FONT_SIZE, 'px');
  add('line-height', LINE_HEIGHT);
  add('shadow', SHADOW);
  return properties;
}

/** The stylesheet that gives the page its tokens (written to tokens.css by `npm run tokens -w shared`). */
export function tokensCss(): string {
  // Laid out as Prettier lays out CSS (a line past 120 characters breaks after the colon).
  const lines = tokenProperties().map(([name, value]) =>
    `  ${name}: ${value};`.length > 120 ? `  ${name}:\n    ${value};` : `  ${name}: ${value};`,
  );
  return [
    '/* Generated from shared/src/tokens/tokens.ts by `npm run tokens -w shared`: edit that file, not this one. */',
    ':root {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
