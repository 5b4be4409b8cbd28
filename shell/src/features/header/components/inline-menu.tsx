import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from '../lib/menu-items';
import { SubmenuLinks } from './submenu-links';

/**
 * The member navigation on a phone, inside the toggled panel: a vertical menu whose groups unfold
 * in place (a tap or Enter on the group's row; its link, when it has one, still opens its page).
 */
export function InlineMenu({ items, label, onNavigate }: { items: NavItem[]; label: string; onNavigate: () => void }) {
  return (
    <ul role="menu" aria-label={label} className="fl-inline-menu">
      {items.map((item) =>
        item.children ? (
          <InlineGroup key={item.label} item={item} onNavigate={onNavigate} />
        ) : (
          <li key={item.label} role="menuitem">
            <Link to={item.to ?? '/'} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

function InlineGroup({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // A tap on the group's own link navigates; anywhere else on the row unfolds it.
    if ((event.target as HTMLElement).closest('a')) return;
    setOpen((value) => !value);
  };
  const handleKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    setOpen((value) => !value);
  };
  return (
    <li
      role="menuitem"
      aria-haspopup="menu"
      aria-expanded={open}
      tabIndex={0}
      className={`fl-inline-menu__group${open ? ' fl-inline-menu__group--open' : ''}`}
      onClick={handleClick}
      onKeyDown={handleKey}
    >
      <span className="fl-inline-menu__title">
        {item.to ? (
          <Link to={item.to} onClick={onNavigate}>
            {item.label}
          </Link>
        ) : (
          item.label
        )}
        <span className="fl-inline-menu__arrow" aria-hidden="true" />
      </span>
      {open ? (
        <ul role="menu" aria-label={item.label}>
          <SubmenuLinks items={item.children ?? []} onNavigate={onNavigate} />
        </ul>
      ) : null}
    </li>
  );
}
