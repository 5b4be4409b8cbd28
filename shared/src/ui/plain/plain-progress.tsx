import type { CSSProperties } from 'react';
import './plain-progress.css';

/**
 * antd's Progress without antd (issue 39): a `circle` (a ring with the percentage inside, 120 px as
 * antd's default) or a `line` (a thin bar with the percentage after it). Same semantics as antd's:
 * `role="progressbar"` with aria-valuenow/min/max, named by `aria-label`; green when done.
 */
export function PlainProgress({
  percent,
  type = 'line',
  size = 120,
  'aria-label': label,
  style,
}: {
  percent: number;
  type?: 'circle' | 'line';
  /** The ring's width in px (circle only). */
  size?: number;
  'aria-label': string;
  style?: CSSProperties;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const done = value >= 100;
  const aria = {
    role: 'progressbar',
    'aria-label': label,
    'aria-valuenow': value,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
  } as const;
  if (type === 'circle') {
    // antd's ring: a 6-unit stroke on a 100-unit box, starting at the top, round caps.
    const radius = 47;
    const length = 2 * Math.PI * radius;
    return (
      <div {...aria} className="fl-progress-circle" style={{ width: size, height: size, ...style }}>
        <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
          <circle className="fl-progress-circle__trail" cx="50" cy="50" r={radius} />
          {value > 0 && (
            <circle
              className={done ? 'fl-progress-circle__bar fl-progress--done' : 'fl-progress-circle__bar'}
              cx="50"
              cy="50"
              r={radius}
              strokeDasharray={`${(length * value) / 100} ${length}`}
            />
          )}
        </svg>
        <span className="fl-progress-circle__text" style={{ fontSize: Math.round(size * 0.2) }}>
          {value}%
        </span>
      </div>
    );
  }
  return (
    <div {...aria} className="fl-progress-line" style={style}>
      <span className="fl-progress-line__trail">
        <span
          className={done ? 'fl-progress-line__bar fl-progress--done' : 'fl-progress-line__bar'}
          style={{ width: `${value}%` }}
        />
      </span>
      <span className="fl-progress-line__text">{value}%</span>
    </div>
  );
}
