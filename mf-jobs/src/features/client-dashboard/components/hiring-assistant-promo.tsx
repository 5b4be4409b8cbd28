import { Card, Typography } from 'antd';
import { LinkButton } from '@freelane/shared/ui';

/** The Hiring Assistant promo; Try Assistant opens the real assistant directory (the spec's button did nothing). */
export function HiringAssistantPromo() {
  return (
    <Card style={{ background: 'linear-gradient(135deg, #eef4ff 0%, #f8fbff 100%)' }}>
      <section aria-label="Hiring Assistant">
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          Hiring Assistant
        </Typography.Title>
        <Typography.Paragraph>
          Not sure who to hire? An experienced freelancer can post your job, review the proposals and shortlist the best
          candidates for you.
        </Typography.Paragraph>
        <LinkButton type="primary" to="/hire-selectionAssistant">
          Try Assistant
        </LinkButton>
      </section>
    </Card>
  );
}
