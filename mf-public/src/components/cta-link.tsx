import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './marketing.css';

interface CtaLinkProps {
  to: string;
  children: ReactNode;
  primary?: boolean;
}

/**
 * A call to action of the public pages: a router link drawn as a large button, without antd (the
 * shared `LinkButton` is antd's Button, for pages that render antd anyway).
 */
export function CtaLink({ to, children, primary = false }: CtaLinkProps) {
  return (
    <Link to={to} className={`fl-cta${primary ? ' fl-cta--primary' : ''}`}>
      {children}
    </Link>
  );
}
