import type { ReactNode } from 'react';
import { PageContainer } from './page-container';
import './plain/plain.css';

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
  if (typeof block === 'string') {
    return (
      <p className="fl-paragraph" style={{ fontSize: 16 }}>
        {block}
      </p>
    );
  }
  return (
    <ul style={{ paddingLeft: 20, marginBottom: 16 }}>
      {block.list.map((item) => (
        <li key={item} style={{ marginBottom: 8, fontSize: 16 }}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A legal page (the site's Terms and Privacy Policy, the programmes' terms): title, last-updated
 * date, a table of contents, then each section. Plain markup with antd Typography's look (issue 39):
 * a legal page's first screen loads no antd.
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <PageContainer maxWidth={800}>
      <article aria-labelledby="legal-title">
        <h1 id="legal-title" className="fl-title">
          {title}
        </h1>
        <p className="fl-paragraph fl-text-secondary">Last updated {lastUpdated}</p>
        <p className="fl-paragraph" style={{ fontSize: 16 }}>
          {intro}
        </p>
        <nav aria-label="Contents" style={{ margin: '24px 0 40px' }}>
          <strong className="fl-text-strong">Contents</strong>
          <ol style={{ paddingLeft: 20, marginTop: 8 }}>
            {sections.map((section) => (
              <li key={section.id}>
                {/* A native fragment link: the browser scrolls and moves focus to the section. */}
                <a href={`#${section.id}`} className="fl-link">
                  {section.heading}
                </a>
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
            <h2 id={`${section.id}-heading`} className="fl-title" style={{ fontSize: 22 }}>
              {section.heading}
            </h2>
            {section.body.map((block, index) => (
              <LegalBlockView key={index} block={block} />
            ))}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}
