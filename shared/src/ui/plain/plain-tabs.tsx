import { useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import './plain-tabs.css';

export interface PlainTabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** The tab's panel; only the active one is rendered (antd's Tabs do the same with `destroyOnHidden`). */
  children?: ReactNode;
}

interface PlainTabsProps<K extends string> {
  activeKey: K;
  items: readonly PlainTabItem<K>[];
  onChange: (key: K) => void;
  /** Names the tab list for assistive technology when the page's heading does not. */
  'aria-label'?: string;
  style?: CSSProperties;
}

/**
 * antd's line Tabs without antd, for first screens (issue 39): a `tablist` of `tab` buttons with
 * `aria-selected`, one Tab stop (the active tab), arrow keys, Home and End move and choose (the
 * WAI-ARIA tabs pattern with automatic activation, as antd's), and the active item's `tabpanel`.
 * A tab with no `children` is a filter: the content under it is the page's, not a panel.
 */
export function PlainTabs<K extends string>({ activeKey, items, onChange, style, ...aria }: PlainTabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const active = items.find((item) => item.key === activeKey);
  const hasPanels = items.some((item) => item.children !== undefined);

  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[items.indexOf(item)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(moves[event.key] as number);
  };

  return (
    <div className="fl-tabs" style={style}>
      <div role="tablist" aria-label={aria['aria-label']} className="fl-tabs__nav" ref={list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={hasPanels && selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'fl-tabs__tab fl-tabs__tab--active' : 'fl-tabs__tab'}
              onClick={() => !selected && onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanels && active && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.key}`}>
          {active.children}
        </div>
      )}
    </div>
  );
}
