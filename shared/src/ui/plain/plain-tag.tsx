import type { ReactNode } from 'react';
import './plain.css';

export type PlainTagColor =
  | 'default'
  | 'blue'
  | 'geekblue'
  | 'green'
  | 'gold'
  | 'orange'
  | 'volcano'
  | 'red'
  | 'magenta'
  | 'purple'
  | 'cyan'
  | 'lime';

/** antd's Tag (preset colours, the theme's accessible text shades) without antd. */
export function PlainTag({ color = 'default', children }: { color?: PlainTagColor; children: ReactNode }) {
  return <span className={color === 'default' ? 'fl-tag' : `fl-tag fl-tag--${color}`}>{children}</span>;
}
