import { CtaLink } from '../components/cta-link';
import { PageSection } from '../components/page-section';
import { JoinUsLink } from '../features/community/components/join-us-link';
import { OfferingCard } from '../features/marketing/components/offering-card';
import { PageHero } from '../features/marketing/components/page-hero';
import { VisionQuote } from '../features/marketing/components/vision-quote';
import { OFFERINGS } from '../features/marketing/content/offerings';

/**
 * / — the landing page. No antd: it is the first page most people see, often on a phone, and the
 * app takes it over without loading any (docs/decisions.md, issue 26). The shell re-checks the
 * session on load, so unlike the original product this page does not fetch the profile itself.
 */
export default function Home() {
  return (
    <div>
      <PageHero
        eyebrow="The commission-free freelance marketplace"
        title="Do great work. Keep what you earn."
        actions={
          <>
            <CtaLink to="/coming-soon" primary>
              Coming Soon
            </CtaLink>
            <CtaLink to="/offering">See what we offer</CtaLink>
          </>
        }
      >
        Freelane connects clients and freelancers directly. Clients post jobs and hire the right person; freelancers
        find work, deliver it and get paid in full — with no commission taken along the way.
      </PageHero>

      <PageSection title="Our key offerings" intro="Three promises shape everything we build.">
        <div className="fl-grid-3">
          {OFFERINGS.map((offering) => (
            <OfferingCard key={offering.title} offering={offering} />
          ))}
        </div>
      </PageSection>

      <PageSection title="Our vision" tinted>
        <div className="fl-grid-2">
          <div>
            <p className="fl-prose">
              We want freelancing to be a career people choose with confidence, not a gamble. That means fair deals
              between the two people who do the work and pay for it, honest information about who you are working with,
              and room to keep learning.
            </p>
            <p className="fl-prose">
              Freelane is the marketplace we wished we had: no middleman taking a share, a community that helps instead
              of competes, and the tools to turn a first gig into a lasting business.
            </p>
          </div>
          <VisionQuote />
        </div>
      </PageSection>

      <PageSection title="Join Us">
        <p className="fl-prose fl-prose--narrow">
          Meet freelancers and clients, swap advice and hear about new features first in our community group. It is free
          and open to everyone, whether or not you have an account yet.
        </p>
        <div className="fl-actions">
          <JoinUsLink />
          <CtaLink to="/SignUp">Create your account</CtaLink>
        </div>
      </PageSection>
    </div>
  );
}
