import { PageContainer, withAntd } from '@freelane/shared/ui';
import { Divider } from 'antd';
import { Fragment } from 'react';
import { OFFERINGS } from '../features/marketing/content/offerings';
import { NumberedOffering } from '../features/marketing/components/numbered-offering';
import { PageHero } from '../features/marketing/components/page-hero';

/** /offering — the three offerings in full, each leading to sign-up. */
function Offering() {
  return (
    <div>
      <PageHero eyebrow="Offerings" title="What Freelane offers">
        A marketplace built around the people doing the work: fair terms, a community to lean on, and room to grow.
      </PageHero>
      <PageContainer>
        {OFFERINGS.map((offering, index) => (
          <Fragment key={offering.title}>
            {index > 0 && <Divider style={{ margin: '40px 0' }} />}
            <NumberedOffering offering={offering} number={index + 1} />
          </Fragment>
        ))}
      </PageContainer>
    </div>
  );
}

export default withAntd(Offering);
