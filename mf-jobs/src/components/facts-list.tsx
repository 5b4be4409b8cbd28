import type { CSSProperties, ReactNode } from 'react';
import './facts-list.css';

export interface Fact {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * A card's few facts as a `<dl>` laid out like antd's small Descriptions (one column on a phone,
 * `columns` from 576 px): what a first screen's cards show without loading antd (issue 39).
 */
export function FactsList({
  items,
  columns = 3,
  style,
}: {
  items: readonly Fact[];
  columns?: number;
  style?: CSSProperties;
}) {
  return (
    <dl className="facts-list" style={{ ...style, ['--facts-columns' as string]: columns }}>
      {items.map((item) => (
        <div key={item.key} className="facts-list__item">
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
