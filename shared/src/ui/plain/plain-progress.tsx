import type { CSSProperties } from 'react';
import './plain-progress.css';

/**
 * antd's line Progress (a bar and its "n%"), without antd (issue 39): a native `<progress>`, so
 * assistive technology reads it as a progress bar with its value and the name given.
 */
export function PlainProgress({
  percent,
  label,
  size = 'default',
  style,
}: {
  percent: number;
  /** The bar's accessible name ("Upload progress"). */
  label: string;
  size?: 'default' | 'small';
  style?: CSSProperties;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={size === 'small' ? 'fl-progress fl-progress--sm' : 'fl-progress'} style={style}>
      <progress className="fl-progress__bar" max={100} value={value} aria-label={label} />
      <span className="fl-progress__text" aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
