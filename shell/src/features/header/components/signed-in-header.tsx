import { getLandingPath } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { useState } from 'react';
import { LinkButton } from '@freelane/shared/ui';
import { mayOpen, menuItemsFor } from '../lib/menu-items';
import { HeaderSearch } from './header-search';
import { InlineMenu } from './inline-menu';
import { Logo } from './logo';
import { MenuBar } from './menu-bar';
import { MessageLink } from './message-link';
import { MobileMenuToggle } from './mobile-menu-toggle';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';

const MOBILE_ID = 'fl-member-mobile-menu';

export interface SignedInHeaderProps {
  user: CurrentUser;
}

/** The navigation of the user's role (spec §2, issue 36 for the admin's); submenus open on hover. */
export function SignedInHeader({ user }: SignedInHeaderProps) {
  const [open, setOpen] = useState(false);
  const isClient = user.role === 'client';
  const items = menuItemsFor(user);
  // Like the menu, the search box never sends anyone to a page their role cannot open (an admin
  // searched Find Jobs into a 403).
  const search =
    !isClient && mayOpen('/find-jobs', user)
      ? { target: '/find-jobs', label: 'Search jobs' }
      : { target: '/find-talent', label: 'Search talent' };
  const postJob = isClient ? (
    // A link drawn as a button (issue 39): it leads to a page.
    <LinkButton type="primary" to="/post-jobs">
      Post A Job
    </LinkButton>
  ) : null;

  return (
    <header className="fl-header">
      <nav className="fl-header__bar" aria-label="Main">
        <Logo to={getLandingPath(user)} />
        <div className="fl-header__desktop fl-header__grow">
          <MenuBar items={items} label="Main menu" />
          {postJob}
          <HeaderSearch {...search} />
        </div>
        <div className="fl-header__actions">
          <NotificationBell />
          <MessageLink />
          <ProfileMenu user={user} />
        </div>
        <MobileMenuToggle open={open} onToggle={() => setOpen((value) => !value)} controls={MOBILE_ID} />
      </nav>
      {open ? (
        <nav id={MOBILE_ID} className="fl-header__mobile" aria-label="Main (mobile)">
          <InlineMenu items={items} label="Main menu" onNavigate={() => setOpen(false)} />
          {postJob}
          <HeaderSearch {...search} />
        </nav>
      ) : null}
    </header>
  );
}
