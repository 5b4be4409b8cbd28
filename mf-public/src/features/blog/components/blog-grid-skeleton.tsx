import { Card, Col, Row, Skeleton, theme } from 'antd';
import { visuallyHidden } from '../../../lib/visually-hidden';

const PLACEHOLDER_CARDS = 6;

/** Card-shaped placeholders while posts load, so the page does not jump when they arrive. */
export function BlogGridSkeleton() {
  const { token } = theme.useToken();
  return (
    <div aria-busy="true">
      <p role="status" style={visuallyHidden}>
        Loading blog posts…
      </p>
      <Row gutter={[24, 24]}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <Col key={index} xs={24} md={12} lg={8}>
            <Card cover={<div style={{ height: 190, background: token.colorFillSecondary }} />}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
