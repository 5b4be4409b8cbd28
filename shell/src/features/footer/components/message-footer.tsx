import { useCurrentUser } from '@freelane/shared/session';
import { Link } from 'react-router-dom';
import { COPYRIGHT_YEAR } from '../lib/copyright';
import { messageFooterLinks } from '../lib/message-footer-links';
import { LegalLinks } from './legal-links';

/**
 * The Messages screen's footer: one slim row, so the chat keeps the height of the window, with the
 * quick links of the user's role (spec: clients and freelancers see different footers there).
 */
export function MessageFooter() {
  const user = useCurrentUser();
  const links = messageFooterLinks(user?.role);
  return (
    <footer className="fl-footer fl-footer--compact">
      <div className="fl-footer__row">
        {links.length > 0 ? (
          <nav aria-label="Quick links">
            {links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        ) : null}
        <LegalLinks />
        <p>© {COPYRIGHT_YEAR} Freelane</p>
      </div>
    </footer>
  );
}
