import { Link } from 'react-router-dom';

/** Privacy Policy and Terms, in both footers. */
export function LegalLinks() {
  return (
    <nav aria-label="Legal">
      <Link to="/privacy-policy">Privacy Policy</Link>
      <Link to="/terms-condition">Terms &amp; Conditions</Link>
    </nav>
  );
}
