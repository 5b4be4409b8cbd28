import { getLandingPath } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import { Button, Menu } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clientMenuItems, freelancerMenuItems } from '../lib/menu-items';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MessageLink } from './message-link';
import { MobileMenuToggle } from './mobile-menu-toggle';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';

const MOBILE_ID = 'fl-member-mobile-menu';

/** Client or freelancer navigation (spec §2); submenus open on hover. */
export function SignedInHeader({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const isClient = user.role === 'client';
  const items = isClient ? clientMenuItems() : freelancerMenuItems(user);
  const search = isClient
    ? { target: '/find-talent', label: 'Search talent' }
    : { target: '/find-jobs', label: 'Search jobs' };
  const postJob = isClient ? (
    <Button type="primary" onClick={() => navigate('/post-jobs')}>
      Post A Job
    </Button>
  ) : null;

  return (
    <header className="fl-header">
      <nav className="fl-header__bar" aria-label="Main">
        <Logo to={getLandingPath(user)} />
        <div className="fl-header__desktop fl-header__grow">
          <Menu
            mode="horizontal"
            items={items}
            selectable={false}
            triggerSubMenuAction="hover"
            className="fl-header__menu"
          />
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
          <Menu mode="inline" items={items} selectable={false} onClick={() => setOpen(false)} />
          {postJob}
          <HeaderSearch {...search} />
        </nav>
      ) : null}
    </header>
  );
}
