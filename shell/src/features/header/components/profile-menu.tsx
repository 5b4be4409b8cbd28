import { getErrorMessage } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { PlainAvatar, useToasts } from '@freelane/shared/ui';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../api/logout';

/** Shown when a user has no full name yet (spec: "a placeholder if missing"). */
export const NAME_PLACEHOLDER = 'Freelane member';

const CLOSE_DELAY_MS = 150;

/**
 * Full name and photo; View Profile and Logout. Opens on hover, on click, and from the keyboard
 * (Enter, Space or Arrow Down on the button; Tab then moves into the open menu, Escape closes it
 * and gives the focus back to the button).
 */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const { message } = useToasts();
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLUListElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const name = user.fullName.trim() || NAME_PLACEHOLDER;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!focusFirst || !open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    setFocusFirst(false);
  }, [focusFirst, open]);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  const handleLogout = async () => {
    try {
      const result = await logout().unwrap();
      message.success(result.message);
      navigate('/');
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  const items = [
    { label: 'View Profile', to: '/editProfile', choose: () => navigate('/editProfile') },
    { label: 'Logout', to: undefined, choose: () => void handleLogout() },
  ];
  const choose = (item: (typeof items)[number]) => {
    close();
    item.choose();
  };

  const handleButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show();
      setFocusFirst(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  const handleMenuKey = (event: KeyboardEvent) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      entries[(at + (event.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      button.current?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div className="fl-profile-menu" onMouseEnter={show} onMouseLeave={closeSoon} onBlur={closeWhenFocusLeaves}>
      <button
        ref={button}
        type="button"
        className="fl-header__profile"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : show())}
        onKeyDown={handleButtonKey}
      >
        <PlainAvatar src={user.profile.profilePhoto} name={name} alt="" size={24} />
        <span className="fl-header__name">{name}</span>
      </button>
      {open ? (
        <ul
          ref={menu}
          role="menu"
          id={menuId}
          aria-label={`Account menu for ${name}`}
          className="fl-dropdown fl-dropdown--end"
          onKeyDown={handleMenuKey}
        >
          {items.map((item) => (
            <li
              key={item.label}
              role="menuitem"
              tabIndex={0}
              data-prefetch={item.to}
              onClick={() => choose(item)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                choose(item);
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
