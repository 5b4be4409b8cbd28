import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import './plain-tabs.css';

interface PlainTabsProps<T extends string> {
  /** The tab list's name, read out before its tabs ("Filter notifications"). */
  label: string;
  activeKey: T;
  items: readonly { key: T; label: string }[];
  onChange: (key: T) => void;
  style?: CSSProperties;
}

/**
 * antd's line Tabs used as a filter (no panels of their own) without antd: a tablist with one Tab
 * stop; the arrow keys, Home and End move to a tab and choose it, as antd's do.
 */
export function PlainTabs<T extends string>({ label, activeKey, items, onChange, style }: PlainTabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label={label} className="fl-tabs" style={style} onKeyDown={move}>
      {items.map((item) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="fl-tabs__tab"
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
