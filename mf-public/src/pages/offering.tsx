import { PageContainer } from '@freelane/shared/ui';
import { Fragment } from 'react';
import { OFFERINGS } from '../features/marketing/content/offerings';
import { NumberedOffering } from '../features/marketing/components/numbered-offering';
import { PageHero } from '../features/marketing/components/page-hero';
import '../components/marketing.css';

/** /offering — the three offerings in full, each leading to sign-up. No antd: see about.tsx. */
export default function Offering() {
  return (
    <div>
      <PageHero eyebrow="Offerings" title="What Freelane offers">
        A marketplace built around the people doing the work: fair terms, a community to lean on, and room to grow.
      </PageHero>
      <PageContainer>
        {OFFERINGS.map((offering, index) => (
          <Fragment key={offering.title}>
            {index > 0 && <hr className="fl-divider" />}
            <NumberedOffering offering={offering} number={index + 1} />
          </Fragment>
        ))}
      </PageContainer>
    </div>
  );
}
