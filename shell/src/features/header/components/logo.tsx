import { Link } from 'react-router-dom';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="fl-header__logo" aria-label="Freelane home">
      Freelane
    </Link>
  );
}
