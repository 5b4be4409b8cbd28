interface BlogIllustrationProps {
  label: string;
  /** A pixel number, or any CSS length (e.g. clamp()) for a height that follows the screen. */
  height: number | string;
}

// The theme's colours as CSS custom properties (no antd theme on a first screen). antd derived the
// two light blue shades from the primary colour (its palette's 2nd and 3rd steps); color-mix draws
// them from the same token.
const PRIMARY_BG_HOVER = 'color-mix(in srgb, var(--fl-color-primary) 25%, var(--fl-color-bg-container))';
const PRIMARY_BORDER = 'color-mix(in srgb, var(--fl-color-primary) 40%, var(--fl-color-bg-container))';

/**
 * Drawn in place of a missing or unloadable cover image. Inline SVG in the theme's colours:
 * no network request, so it also works offline and never shows a broken-image icon.
 */
export function BlogIllustration({ label, height }: BlogIllustrationProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      style={{ display: 'block', height, background: 'var(--fl-color-primary-bg)' }}
    >
      <circle cx="262" cy="36" r="58" style={{ fill: PRIMARY_BG_HOVER }} />
      <circle cx="40" cy="168" r="72" style={{ fill: PRIMARY_BORDER }} opacity="0.6" />
      <rect x="96" y="46" width="128" height="92" rx="10" style={{ fill: 'var(--fl-color-bg-container)' }} />
      <rect x="112" y="64" width="64" height="10" rx="5" style={{ fill: 'var(--fl-color-primary)' }} />
      <rect x="112" y="84" width="96" height="6" rx="3" style={{ fill: 'var(--fl-color-text-quaternary)' }} />
      <rect x="112" y="98" width="88" height="6" rx="3" style={{ fill: 'var(--fl-color-text-quaternary)' }} />
      <rect x="112" y="112" width="72" height="6" rx="3" style={{ fill: 'var(--fl-color-text-quaternary)' }} />
    </svg>
  );
}
