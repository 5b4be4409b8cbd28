import { LinkButton, PageContainer, withAntd } from '@freelane/shared/ui';
import { Card, Col, Row, Typography } from 'antd';

const DESTINATIONS = [
  {
    title: 'Read the blog',
    text: 'Guides on pricing, proposals, delivering work and hiring well.',
    to: '/blog',
    action: 'Go to the blog',
  },
  {
    title: 'See what we offer',
    text: 'No commission, an open community and learning built in.',
    to: '/offering',
    action: 'View offerings',
  },
  {
    title: 'Find work or talent',
    text: 'Create a free account to post jobs, apply to them and message each other.',
    to: '/SignUp',
    action: 'Sign Up',
  },
] as const;

/**
 * /browse — the original product shows an empty placeholder here. A public catalogue does
 * not exist yet, so this page says so and points to what a visitor can do today.
 */
function Browse() {
  return (
    <PageContainer>
      <Typography.Title level={1}>Browse Freelane</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 17, maxWidth: 680 }}>
        A public listing of jobs and freelancers is not available yet. Jobs and talent search are open to members once
        they sign in. In the meantime, here is where to start:
      </Typography.Paragraph>
      <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
        {DESTINATIONS.map((destination) => (
          <Col key={destination.to} xs={24} md={8}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                {destination.title}
              </Typography.Title>
              <Typography.Paragraph>{destination.text}</Typography.Paragraph>
              <LinkButton to={destination.to} type="default" size="middle">
                {destination.action}
              </LinkButton>
            </Card>
          </Col>
        ))}
      </Row>
    </PageContainer>
  );
}

export default withAntd(Browse);
