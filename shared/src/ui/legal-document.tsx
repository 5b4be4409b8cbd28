import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { PageContainer } from './page-container';

/** A paragraph, or a list of points. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  id: string;
  heading: string;
  body: readonly LegalBlock[];
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  /** The paragraph under the date (it may hold links). */
  intro: ReactNode;
  sections: readonly LegalSection[];
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Typography.Paragraph style={{ fontSize: 16 }}>{block}</Typography.Paragraph>;
  return (
    <ul style={{ paddingLeft: 20, marginBottom: 16 }}>
      {block.list.map((item) => (
        <li key={item} style={{ marginBottom: 8, fontSize: 16 }}>
          <Typography.Text>{item}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * A legal page (the site's Terms and Privacy Policy, the programmes' terms): title, last-updated
 * date, a table of contents, then each section.
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <PageContainer maxWidth={800}>
      <article aria-labelledby="legal-title">
        <Typography.Title id="legal-title" level={1}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">Last updated {lastUpdated}</Typography.Paragraph>
        <Typography.Paragraph style={{ fontSize: 16 }}>{intro}</Typography.Paragraph>
        <nav aria-label="Contents" style={{ margin: '24px 0 40px' }}>
          <Typography.Text strong>Contents</Typography.Text>
          <ol style={{ paddingLeft: 20, marginTop: 8 }}>
            {sections.map((section) => (
              <li key={section.id}>
                {/* A native fragment link: the browser scrolls and moves focus to the section. */}
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            style={{ scrollMarginTop: 80 }}
          >
            <Typography.Title id={`${section.id}-heading`} level={2} style={{ fontSize: 22 }}>
              {section.heading}
            </Typography.Title>
            {section.body.map((block, index) => (
              <LegalBlockView key={index} block={block} />
            ))}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}
