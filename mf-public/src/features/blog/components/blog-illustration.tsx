import { theme } from 'antd';

interface BlogIllustrationProps {
  label: string;
  /** A pixel number, or any CSS length (e.g. clamp()) for a height that follows the screen. */
  height: number | string;
}

/**
 * Drawn in place of a missing or unloadable cover image. Inline SVG in the theme's colours:
 * no network request, so it also works offline and never shows a broken-image icon.
 */
export function BlogIllustration({ label, height }: BlogIllustrationProps) {
  const { token } = theme.useToken();
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      style={{ display: 'block', height, background: token.colorPrimaryBg }}
    >
      <circle cx="262" cy="36" r="58" fill={token.colorPrimaryBgHover} />
      <circle cx="40" cy="168" r="72" fill={token.colorPrimaryBorder} opacity="0.6" />
      <rect x="96" y="46" width="128" height="92" rx="10" fill={token.colorBgContainer} />
      <rect x="112" y="64" width="64" height="10" rx="5" fill={token.colorPrimary} />
      <rect x="112" y="84" width="96" height="6" rx="3" fill={token.colorTextQuaternary} />
      <rect x="112" y="98" width="88" height="6" rx="3" fill={token.colorTextQuaternary} />
      <rect x="112" y="112" width="72" height="6" rx="3" fill={token.colorTextQuaternary} />
    </svg>
  );
}
