import { Card, Col, Row, Skeleton } from 'antd';

/** Placeholder cards while the first page loads. */
export function FreelancerGridSkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading freelancers">
      {Array.from({ length: 6 }, (_, index) => (
        <Col key={index} xs={24} sm={12} lg={8}>
          <Card>
            <Skeleton avatar active paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
