import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { buttonClassName } from './plain-button';
import './plain-menu-button.css';

export interface PlainMenuItem {
  key: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}

export interface PlainMenuButtonProps {
  /** The button's accessible name (it shows only its icon). */
  label: string;
  icon: ReactNode;
  items: readonly PlainMenuItem[];
  size?: 'small' | 'middle';
  className?: string;
}

/**
 * An icon button that opens a small menu of actions (antd's click Dropdown, without antd, issue 39):
 * the button says it has a menu and whether it is open; the menu is `role="menu"` with
 * `menuitem`s; opening moves focus to the first item, arrows move between them, Escape or a click
 * elsewhere closes it and gives focus back to the button. The menu is placed `fixed` by the button
 * (under it, or above it when the window has no room below), as antd's portal was: a scrolling
 * parent such as the message log does not clip it.
 */
export function PlainMenuButton({ label, icon, items, size = 'middle', className }: PlainMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const position = () => {
      const at = button.current?.getBoundingClientRect();
      if (!at) return;
      const height = menu.current?.offsetHeight ?? 0;
      const right = window.innerWidth - at.right;
      const below = at.bottom + 4 + height <= window.innerHeight;
      setPlace(below ? { top: at.bottom + 4, right } : { bottom: window.innerHeight - at.top + 4, right });
    };
    position();
    // The log can scroll (or a message arrive) while the menu is open: it stays by its button.
    window.addEventListener('scroll', position, true);
    window.addEventListener('resize', position);
    return () => {
      window.removeEventListener('scroll', position, true);
      window.removeEventListener('resize', position);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const handleMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
      return;
    }
    if (event.key === 'ArrowDown') next = (at + 1) % entries.length;
    if (event.key === 'ArrowUp') next = (at - 1 + entries.length) % entries.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = entries.length - 1;
    if (next === null) return;
    event.preventDefault();
    entries[next]?.focus();
  };

  return (
    <span ref={root} className="fl-menu-button">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={buttonClassName(
          { type: 'text', size: size === 'small' ? 'small' : 'middle' },
          `fl-btn--icon fl-btn--round${className ? ` ${className}` : ''}`,
        )}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className="fl-menu"
          style={place}
          onKeyDown={handleMenuKey}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                className={item.danger ? 'fl-menu__item fl-menu__item--danger' : 'fl-menu__item'}
                onClick={() => {
                  close();
                  item.onClick();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
