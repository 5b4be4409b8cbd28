import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useFormatMoney } from '@freelane/shared';
import { PageContainer, withAntd } from '@freelane/shared/ui';
import {
  ASSISTANT_TERMS_LAST_UPDATED,
  assistantTermsSections,
  type TermsBlock,
} from '../features/assistant-terms/content/assistant-terms';

function TermsBlockView({ block }: { block: TermsBlock }) {
  if (typeof block === 'string') return <Typography.Paragraph style={{ fontSize: 16 }}>{block}</Typography.Paragraph>;
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

/** /hiring-assistant-terms (public): what an assistant agrees to when applying (issue 28). */
function HiringAssistantTerms() {
  const sections = assistantTermsSections(useFormatMoney());
  return (
    <PageContainer maxWidth={800}>
      <article aria-labelledby="assistant-terms-title">
        <Typography.Title id="assistant-terms-title" level={1}>
          Hiring Assistant Terms and Conditions
        </Typography.Title>
        <Typography.Paragraph type="secondary">Last updated {ASSISTANT_TERMS_LAST_UPDATED}</Typography.Paragraph>
        <Typography.Paragraph style={{ fontSize: 16 }}>
          By applying to become a hiring assistant, and while you act as one, you agree to these terms as well as
          Freelane&apos;s general <Link to="/terms-condition">Terms and Conditions</Link>.
        </Typography.Paragraph>
        <nav aria-label="Contents" style={{ margin: '24px 0 40px' }}>
          <Typography.Text strong>Contents</Typography.Text>
          <ol style={{ paddingLeft: 20, marginTop: 8 }}>
            {sections.map((section) => (
              <li key={section.id}>
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
              <TermsBlockView key={index} block={block} />
            ))}
          </section>
        ))}
      </article>
    </PageContainer>
  );
}

export default withAntd(HiringAssistantTerms);
