import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Logo } from './logo';
import { MobileMenuToggle } from './mobile-menu-toggle';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/offering', label: 'Offerings' },
  { to: '/blog', label: 'Blog' },
  { to: '/coming-soon', label: 'Coming Soon' },
];

const MOBILE_ID = 'fl-public-mobile-menu';

function PublicLinks({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const go = (to: string) => {
    onNavigate?.();
    navigate(to);
  };
  return (
    <>
      <ul className="fl-header__links">
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} onClick={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="fl-header__actions">
        <button type="button" className="fl-btn fl-btn--primary" onClick={() => go('/SignUp')}>
          Sign Up
        </button>
        <button type="button" className="fl-btn" onClick={() => go('/login')}>
          Login
        </button>
      </div>
    </>
  );
}

/** The visitor's top bar (spec §2): site links, Sign Up and Login. */
export function PublicTopBar() {
  const [open, setOpen] = useState(false);
  return (
    <header className="fl-header">
      <nav className="fl-header__bar" aria-label="Main">
        <Logo />
        <div className="fl-header__desktop">
          <PublicLinks />
        </div>
        <MobileMenuToggle open={open} onToggle={() => setOpen((value) => !value)} controls={MOBILE_ID} />
      </nav>
      {open ? (
        <nav id={MOBILE_ID} className="fl-header__mobile" aria-label="Main (mobile)">
          <PublicLinks onNavigate={() => setOpen(false)} />
        </nav>
      ) : null}
    </header>
  );
}
