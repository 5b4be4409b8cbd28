import { PageContainer, SCREENING_TOOL_DESCRIPTIONS, SCREENING_TOOL_LABELS, SCREENING_TOOLS } from '@freelane/shared';
import { Alert, Card, Typography } from 'antd';
import { Link } from 'react-router-dom';

/**
 * /screening-tools (clients). The six tools are named and described, but attaching them to a job is
 * not built yet (issue 13 stays open): the page says so plainly instead of offering buttons that do
 * nothing, and points to what works today.
 */
export default function ScreeningTools() {
  return (
    <PageContainer maxWidth={960}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Talent Selection with Screening Tools
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        title="Screening tools are not open yet"
        description={
          <>
            Soon you will attach these checks to a job and see every proposal scored against them. Until then, a{' '}
            <Link to="/hire-selectionAssistant">hiring assistant</Link> can review your applicants with you.
          </>
        }
      />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {SCREENING_TOOLS.map((tool) => (
          <Card key={tool} size="small">
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
              {SCREENING_TOOL_LABELS[tool]}
            </Typography.Title>
            <Typography.Text>{SCREENING_TOOL_DESCRIPTIONS[tool]}</Typography.Text>
          </Card>
        ))}
      </div>
    </PageContainer>
  );
}
