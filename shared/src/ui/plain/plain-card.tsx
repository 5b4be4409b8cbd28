import type { CSSProperties, ReactNode } from 'react';
import './plain.css';

interface PlainCardProps {
  /** A head with this title (a heading of `headingLevel`) and `extra` at its end. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  extra?: ReactNode;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** antd's bordered Card without antd: a section with an optional titled head and a padded body. */
export function PlainCard({ title, headingLevel = 2, extra, className, style, children, ...aria }: PlainCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section {...aria} className={className ? `fl-card ${className}` : 'fl-card'} style={style}>
      {(title !== undefined || extra !== undefined) && (
        <div className="fl-card__head">
          {title !== undefined && <Heading className="fl-card__title">{title}</Heading>}
          {extra}
        </div>
      )}
      <div className="fl-card__body">{children}</div>
    </section>
  );
}
