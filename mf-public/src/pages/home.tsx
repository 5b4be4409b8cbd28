import { LinkButton } from '@freelane/shared/ui';
import { Col, Row, Typography, theme } from 'antd';
import { PageSection } from '../components/page-section';
import { OFFERINGS } from '../features/marketing/content/offerings';
import { OfferingCard } from '../features/marketing/components/offering-card';
import { PageHero } from '../features/marketing/components/page-hero';
import { VisionQuote } from '../features/marketing/components/vision-quote';
import { JoinUsLink } from '../features/community/components/join-us-link';

/**
 * / — the landing page. The shell re-checks the session on load, so unlike the original
 * product this page does not fetch the profile itself.
 */
export default function Home() {
  const { token } = theme.useToken();
  return (
    <div>
      <PageHero
        eyebrow="The commission-free freelance marketplace"
        title="Do great work. Keep what you earn."
        actions={
          <>
            <LinkButton to="/coming-soon" type="primary" size="large">
              Coming Soon
            </LinkButton>
            <LinkButton to="/offering" type="default" size="large">
              See what we offer
            </LinkButton>
          </>
        }
      >
        Freelane connects clients and freelancers directly. Clients post jobs and hire the right person; freelancers
        find work, deliver it and get paid in full — with no commission taken along the way.
      </PageHero>

      <PageSection title="Our key offerings" intro="Three promises shape everything we build.">
        <Row gutter={[24, 24]}>
          {OFFERINGS.map((offering) => (
            <Col key={offering.title} xs={24} md={8}>
              <OfferingCard offering={offering} />
            </Col>
          ))}
        </Row>
      </PageSection>

      <PageSection title="Our vision" background={token.colorFillQuaternary}>
        <Row gutter={[48, 32]} align="middle">
          <Col xs={24} lg={12}>
            <Typography.Paragraph style={{ fontSize: 17 }}>
              We want freelancing to be a career people choose with confidence, not a gamble. That means fair deals
              between the two people who do the work and pay for it, honest information about who you are working with,
              and room to keep learning.
            </Typography.Paragraph>
            <Typography.Paragraph style={{ fontSize: 17, marginBottom: 0 }}>
              Freelane is the marketplace we wished we had: no middleman taking a share, a community that helps instead
              of competes, and the tools to turn a first gig into a lasting business.
            </Typography.Paragraph>
          </Col>
          <Col xs={24} lg={12}>
            <VisionQuote />
          </Col>
        </Row>
      </PageSection>

      <PageSection title="Join Us">
        <Typography.Paragraph style={{ fontSize: 17, maxWidth: 680 }}>
          Meet freelancers and clients, swap advice and hear about new features first in our community group. It is free
          and open to everyone, whether or not you have an account yet.
        </Typography.Paragraph>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <JoinUsLink />
          <LinkButton to="/SignUp" type="default" size="large">
            Create your account
          </LinkButton>
        </div>
      </PageSection>
    </div>
  );
}
