import type { ReactNode } from 'react';

interface PlainListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label?: string;
}

/** A semantic list (ul/li) with dividers between rows (antd's List is deprecated in v6). */
export function PlainList<T>({ items, getKey, renderItem, label }: PlainListProps<T>) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          style={{ padding: '12px 0', borderTop: index === 0 ? undefined : '1px solid var(--fl-color-split)' }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
