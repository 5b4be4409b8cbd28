import { LegalDocument } from '../features/legal/components/legal-document';
import { PRIVACY_POLICY } from '../features/legal/content/privacy-policy';
import { withAntd } from '@freelane/shared/ui';

/** /privacy-policy */
function PrivacyPolicy() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}

export default withAntd(PrivacyPolicy);
