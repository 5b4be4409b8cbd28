import { PRIVACY_POLICY } from '../features/legal/content/privacy-policy';
import { LegalDocument, withAntd } from '@freelane/shared/ui';

/** /privacy-policy */
function PrivacyPolicy() {
  return <LegalDocument {...PRIVACY_POLICY} />;
}

export default withAntd(PrivacyPolicy);
