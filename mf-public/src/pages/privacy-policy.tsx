import { PRIVACY_POLICY } from '../features/legal/content/privacy-policy';
import { LegalDocument } from '@freelane/shared/ui';

/** /privacy-policy */
export default function PrivacyPolicy() {
  return <LegalDocument {...PRIVACY_POLICY} />;
}
