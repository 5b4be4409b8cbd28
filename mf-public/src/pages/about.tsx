import { Card, Col, Row, Typography } from 'antd';
import { PageSection } from '../components/page-section';
import { CORE_VALUES } from '../features/marketing/content/core-values';
import { PageHero } from '../features/marketing/components/page-hero';
import { withAntd } from '@freelane/shared/ui';

/** /about — our story, our vision and the values we work by. */
function About() {
  return (
    <div>
      <PageHero eyebrow="About Us" title="A marketplace that works for the people doing the work">
        Freelane is a commission-free home for clients and freelancers who would rather deal with each other directly.
      </PageHero>

      <PageSection title="Our Story">
        <Typography.Paragraph style={{ fontSize: 17, maxWidth: 760 }}>
          Freelane started with a simple frustration. Talented freelancers were handing a large share of every project
          to the platforms that introduced them to clients, and clients were paying more than the work was worth to
          cover it. Everyone was busy, nobody was happy, and the people doing the work were the ones who lost out.
        </Typography.Paragraph>
        <Typography.Paragraph style={{ fontSize: 17, maxWidth: 760 }}>
          So we built the marketplace we wanted to use: clients post jobs, freelancers apply, the two sides agree terms
          directly, and nobody takes a cut in the middle. Around it we are growing a community and a library of
          practical learning, because a fair deal is only the start of a good career.
        </Typography.Paragraph>
      </PageSection>

      <PageSection title="Our Vision" tinted>
        <Typography.Paragraph style={{ fontSize: 17, maxWidth: 760, marginBottom: 0 }}>
          We see a world where anyone with a skill can build an independent career on fair terms — where finding work
          does not cost a share of your income, where clients can hire with confidence, and where learning from each
          other is part of the job. Freelane exists to make that the normal way freelancing works.
        </Typography.Paragraph>
      </PageSection>

      <PageSection title="Our Core Values">
        <Row gutter={[24, 24]}>
          {CORE_VALUES.map((value) => (
            <Col key={value.title} xs={24} md={8}>
              <Card style={{ height: '100%' }}>
                <Typography.Title level={3} style={{ fontSize: 20 }}>
                  {value.title}
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{value.text}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </PageSection>
    </div>
  );
}

export default withAntd(About);
