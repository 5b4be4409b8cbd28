import type { CSSProperties, ReactNode } from 'react';
import './page-grid.css';

interface PageGridProps {
  /**
   * main-side: one column on a phone, two thirds and one third from 992 px.
   * thirds: one column on a phone, three from 768 px.
   * stats: two on a phone, `count` in a row from 992 px.
   * cards: one column on a phone, two from 768 px, three from 1200 px.
   * quarters: one column on a phone, two from 576 px, four from 992 px (antd's Col xs 24, sm 12, lg 6).
   * thirds-sm: one column on a phone, three from 576 px (antd's Col xs 24, sm 8).
   * halves: one column on a phone, two from 768 px (antd's Col xs 24, md 12).
   */
  layout: 'main-side' | 'thirds' | 'stats' | 'single' | 'cards' | 'quarters' | 'thirds-sm' | 'halves';
  count?: number;
  /** 24 px between cells instead of 16. */
  wide?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

/** A page's columns in plain CSS grid: no antd Grid code or styles to load, server-rendered as is. */
export function PageGrid({ layout, count, wide = false, style, children }: PageGridProps) {
  return (
    <div
      className={`fl-grid fl-grid--${layout}${wide ? ' fl-grid--wide' : ''}`}
      style={count ? ({ ...style, '--fl-grid-count': count } as CSSProperties) : style}
    >
      {children}
    </div>
  );
}
