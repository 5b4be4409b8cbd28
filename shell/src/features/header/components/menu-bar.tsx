import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from '../lib/menu-items';
import { SubmenuLinks } from './submenu-links';

/** How long a submenu stays open after the pointer leaves it, so crossing a gap does not close it. */
const CLOSE_DELAY_MS = 150;

/**
 * The member navigation on wide screens, a WAI-ARIA menubar: every entry a menu item, the pages
 * real links (Tab reaches each one, and Ctrl/Cmd-click opens a tab). A group opens on hover, with
 * Arrow Down, or with Enter when its title is not a page; Arrow Left/Right move along the bar,
 * Arrow Up/Down inside a group, Escape closes it and returns to its title.
 */
export function MenuBar({ items, label }: { items: NavItem[]; label: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const titles = useRef<(HTMLElement | null)[]>([]);
  const submenu = useRef<HTMLUListElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const id = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!focusFirst || openIndex === null) return;
    submenu.current?.querySelector<HTMLElement>('a')?.focus();
    setFocusFirst(false);
  }, [focusFirst, openIndex]);

  const open = (index: number, withFocus = false) => {
    window.clearTimeout(closeTimer.current);
    setOpenIndex(index);
    if (withFocus) setFocusFirst(true);
  };
  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpenIndex(null);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenIndex(null), CLOSE_DELAY_MS);
  };
  const moveAlong = (index: number, step: number) => {
    close();
    titles.current[(index + step + items.length) % items.length]?.focus();
  };

  const handleTitleKey = (event: KeyboardEvent, index: number, item: NavItem) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveAlong(index, event.key === 'ArrowRight' ? 1 : -1);
    } else if (
      item.children &&
      (event.key === 'ArrowDown' || (!item.to && (event.key === 'Enter' || event.key === ' ')))
    ) {
      event.preventDefault();
      open(index, true);
    } else if (event.key === 'Escape') close();
  };

  const handleSubmenuKey = (event: KeyboardEvent, index: number) => {
    event.stopPropagation();
    const links = [...(submenu.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      links[(at + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveAlong(index, event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      titles.current[index]?.focus();
    } else if (event.key === 'Tab') close();
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>, index: number) => {
    if (openIndex === index && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <ul role="menubar" aria-label={label} className="fl-menubar">
      {items.map((item, index) => {
        const expanded = openIndex === index;
        const submenuId = `${id}-${index}`;
        const group = item.children
          ? {
              'aria-haspopup': 'menu' as const,
              'aria-expanded': expanded,
              'aria-controls': expanded ? submenuId : undefined,
              onMouseEnter: () => open(index),
              onMouseLeave: closeSoon,
              onBlur: (event: FocusEvent<HTMLElement>) => closeWhenFocusLeaves(event, index),
            }
          : {};
        return (
          <li
            key={item.label}
            role="menuitem"
            className={`fl-menubar__item${expanded ? ' fl-menubar__item--open' : ''}`}
            // A group without a page of its own is the focus stop itself; otherwise its link is.
            tabIndex={item.to ? undefined : 0}
            ref={item.to ? undefined : (element) => void (titles.current[index] = element)}
            onKeyDown={item.to ? undefined : (event) => handleTitleKey(event, index, item)}
            onClick={item.to || !item.children ? undefined : () => (expanded ? close() : open(index))}
            {...group}
          >
            {item.to ? (
              <Link
                to={item.to}
                ref={(element) => void (titles.current[index] = element)}
                onKeyDown={(event) => handleTitleKey(event, index, item)}
                onClick={close}
              >
                {item.label}
              </Link>
            ) : (
              item.label
            )}
            {expanded && item.children ? (
              <ul
                role="menu"
                id={submenuId}
                aria-label={item.label}
                className="fl-dropdown"
                ref={submenu}
                onKeyDown={(event) => handleSubmenuKey(event, index)}
              >
                <SubmenuLinks items={item.children} onNavigate={close} />
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
