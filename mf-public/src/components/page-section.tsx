import { useId, type ReactNode } from 'react';
import './marketing.css';

interface PageSectionProps {
  /** Rendered as an h2 under the page's h1. */
  title: string;
  children: ReactNode;
  intro?: ReactNode;
  /** A lightly tinted band, to set it apart from its neighbours. */
  tinted?: boolean;
}

/** A titled band of a page, labelled by its own heading for screen-reader navigation. */
export function PageSection({ title, intro, children, tinted = false }: PageSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`fl-section${tinted ? ' fl-section--tinted' : ''}`}>
      <div className="fl-section__inner">
        <h2 id={headingId} className="fl-section__title">
          {title}
        </h2>
        {intro && <p className="fl-section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
