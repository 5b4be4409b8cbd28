import { Link } from 'react-router-dom';
import { useFormatMoney } from '@freelane/shared/session';
import { LegalDocument } from '@freelane/shared/ui';
import {
  ASSISTANT_TERMS_LAST_UPDATED,
  assistantTermsSections,
} from '../features/assistant-terms/content/assistant-terms';

/** /hiring-assistant-terms (public): what an assistant agrees to when applying (issue 28). Plain, like the site's other legal pages (issue 39: no antd on a first screen). */
function HiringAssistantTerms() {
  const sections = assistantTermsSections(useFormatMoney());
  return (
    <LegalDocument
      title="Hiring Assistant Terms and Conditions"
      lastUpdated={ASSISTANT_TERMS_LAST_UPDATED}
      intro={
        <>
          By applying to become a hiring assistant, and while you act as one, you agree to these terms as well as
          Freelane&apos;s general <Link to="/terms-condition">Terms and Conditions</Link>.
        </>
      }
      sections={sections}
    />
  );
}

export default HiringAssistantTerms;
