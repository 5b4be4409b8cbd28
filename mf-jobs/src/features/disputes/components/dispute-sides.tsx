import { Card, Col, Row, Typography } from 'antd';
import type { Dispute, DisputeAbilities } from '@freelane/shared/contracts';
import { StatementForm } from './statement-form';

function Side({ title, name, reason }: { title: string; name: string; reason: string | null }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{name}</Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }} type={reason ? undefined : 'secondary'}>
        {reason ?? 'Not given yet'}
      </Typography.Paragraph>
    </section>
  );
}

/** The client's and the freelancer's reasons, and the form for the caller's own when it is missing. */
export function DisputeSides({ dispute, abilities }: { dispute: Dispute; abilities: DisputeAbilities }) {
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Both Sides</h2>}>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Side title="Client's side" name={dispute.client.fullName} reason={dispute.clientReason} />
        </Col>
        <Col xs={24} md={12}>
          <Side title="Freelancer's side" name={dispute.freelancer.fullName} reason={dispute.freelancerReason} />
        </Col>
      </Row>
      {abilities.canWriteStatement && <StatementForm dispute={dispute} />}
    </Card>
  );
}
