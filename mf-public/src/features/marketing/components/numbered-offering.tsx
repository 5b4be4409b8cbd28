import { LinkButton } from '@freelane/shared/ui';
import { useId } from 'react';
import { Col, Row, Typography, theme } from 'antd';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { Offering } from '../content/offerings';

interface NumberedOfferingProps {
  offering: Offering;
  number: number;
}

/** One offering in full on the offerings page, numbered, ending in a Sign Up button. */
export function NumberedOffering({ offering, number }: NumberedOfferingProps) {
  const { token } = theme.useToken();
  const label = String(number).padStart(2, '0');
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <Row gutter={[32, 16]}>
        <Col xs={24} md={4}>
          <span aria-hidden="true" style={{ fontSize: 56, fontWeight: 700, lineHeight: 1, color: token.colorPrimary }}>
            {label}
          </span>
        </Col>
        <Col xs={24} md={20}>
          <Typography.Title id={headingId} level={2}>
            <span style={visuallyHidden}>{`${number}. `}</span>
            {offering.title}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 17 }}>{offering.summary}</Typography.Paragraph>
          <ul style={{ paddingLeft: 20, marginBottom: 24 }}>
            {offering.details.map((detail) => (
              <li key={detail} style={{ marginBottom: 6 }}>
                <Typography.Text>{detail}</Typography.Text>
              </li>
            ))}
          </ul>
          <LinkButton to="/SignUp" type="primary" size="large" aria-label={`Sign Up for ${offering.title}`}>
            Sign Up
          </LinkButton>
        </Col>
      </Row>
    </article>
  );
}
