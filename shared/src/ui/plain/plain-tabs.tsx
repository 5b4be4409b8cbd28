import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './plain-tabs.css';

export interface PlainTabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface PlainTabsProps<K extends string> {
  items: readonly PlainTabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The open tab's content: only it is rendered (antd's destroyInactiveTabPane). */
  children: ReactNode;
}

/**
 * antd's line Tabs without antd: a tablist of buttons over the open tab's panel, the tab, tabpanel
 * and selected semantics antd gives. Arrow keys, Home and End move between tabs; Enter or Space opens
 * the focused one (manual activation: opening a tab may fetch, so moving through them does not).
 */
export function PlainTabs<K extends string>({ items, activeKey, onChange, children }: PlainTabsProps<K>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[(next + tabs.length) % tabs.length]?.focus();
  };

  return (
    <div className="fl-tabs">
      <div ref={listRef} role="tablist" className="fl-tabs__nav" onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              className={active ? 'fl-tabs__tab fl-tabs__tab--active' : 'fl-tabs__tab'}
              onClick={() => {
                if (!active) onChange(item.key);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeKey)} tabIndex={0} className="fl-tabs__panel">
        {children}
      </div>
    </div>
  );
}
