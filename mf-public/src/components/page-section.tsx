import { useId, type ReactNode } from 'react';
import { Typography } from 'antd';

interface PageSectionProps {
  /** Rendered as an h2 under the page's h1. */
  title: string;
  children: ReactNode;
  intro?: ReactNode;
  background?: string;
}

/** A titled band of a page, labelled by its own heading for screen-reader navigation. */
export function PageSection({ title, intro, children, background }: PageSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ background, padding: 'clamp(40px, 6vw, 72px) 20px' }}>
      <div style={{ maxWidth: 1120, margin: '0 auto' }}>
        <Typography.Title id={headingId} level={2}>
          {title}
        </Typography.Title>
        {intro && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 680, marginBottom: 32 }}>
            {intro}
          </Typography.Paragraph>
        )}
        {children}
      </div>
    </section>
  );
}
