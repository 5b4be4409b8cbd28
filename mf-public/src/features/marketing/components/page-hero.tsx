import type { ReactNode } from 'react';
import '../../../components/marketing.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The opening band of a marketing page: one h1, a lead paragraph and its calls to action. */
export function PageHero({ eyebrow, title, children, actions }: PageHeroProps) {
  return (
    // A div, not <header>: at page level <header> would be a second banner beside the shell's.
    <div className="fl-hero">
      <div className="fl-hero__inner">
        {eyebrow && <strong className="fl-hero__eyebrow">{eyebrow}</strong>}
        <h1 className="fl-hero__title">{title}</h1>
        {children && <p className="fl-hero__lead">{children}</p>}
        {actions && <div className="fl-actions">{actions}</div>}
      </div>
    </div>
  );
}
