import { PageSection } from '../components/page-section';
import { CORE_VALUES } from '../features/marketing/content/core-values';
import { PageHero } from '../features/marketing/components/page-hero';

// Drawn with the marketing blocks and plain classes (no antd): a phone's first screen of /about
// loads no antd at all (docs/decisions.md, "Issue 39: the shell's base, the home page and the
// public pages").

/** /about — our story, our vision and the values we work by. */
export default function About() {
  return (
    <div>
      <PageHero eyebrow="About Us" title="A marketplace that works for the people doing the work">
        Freelane is a commission-free home for clients and freelancers who would rather deal with each other directly.
      </PageHero>

      <PageSection title="Our Story">
        <p className="fl-prose fl-prose--wide">
          Freelane started with a simple frustration. Talented freelancers were handing a large share of every project
          to the platforms that introduced them to clients, and clients were paying more than the work was worth to
          cover it. Everyone was busy, nobody was happy, and the people doing the work were the ones who lost out.
        </p>
        <p className="fl-prose fl-prose--wide">
          So we built the marketplace we wanted to use: clients post jobs, freelancers apply, the two sides agree terms
          directly, and nobody takes a cut in the middle. Around it we are growing a community and a library of
          practical learning, because a fair deal is only the start of a good career.
        </p>
      </PageSection>

      <PageSection title="Our Vision" tinted>
        <p className="fl-prose fl-prose--wide">
          We see a world where anyone with a skill can build an independent career on fair terms — where finding work
          does not cost a share of your income, where clients can hire with confidence, and where learning from each
          other is part of the job. Freelane exists to make that the normal way freelancing works.
        </p>
      </PageSection>

      <PageSection title="Our Core Values">
        <div className="fl-grid-3">
          {CORE_VALUES.map((value) => (
            <div key={value.title} className="fl-offering">
              <h3 className="fl-offering__title">{value.title}</h3>
              <p className="fl-offering__text">{value.text}</p>
            </div>
          ))}
        </div>
      </PageSection>
    </div>
  );
}
