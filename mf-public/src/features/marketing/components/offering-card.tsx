import { Card, Typography } from 'antd';
import type { Offering } from '../content/offerings';

interface OfferingCardProps {
  offering: Offering;
}

/** A short summary of one offering, for the home page. */
export function OfferingCard({ offering }: OfferingCardProps) {
  return (
    <Card style={{ height: '100%' }}>
      <Typography.Title level={3} style={{ fontSize: 20 }}>
        {offering.title}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{offering.summary}</Typography.Paragraph>
    </Card>
  );
}
