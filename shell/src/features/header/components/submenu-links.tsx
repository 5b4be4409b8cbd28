import { Link } from 'react-router-dom';
import type { NavItem } from '../lib/menu-items';

/** A menu's sub-items as links (the desktop menu bar's dropdown and the phone's inline menu). */
export function SubmenuLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <>
      {items.map((child) => (
        <li key={`${child.label}:${child.to}`} role="menuitem">
          <Link to={child.to ?? '/'} onClick={onNavigate}>
            {child.label}
          </Link>
        </li>
      ))}
    </>
  );
}
