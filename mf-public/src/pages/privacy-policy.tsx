import { LegalDocument } from '../features/legal/components/legal-document';
import { PRIVACY_POLICY } from '../features/legal/content/privacy-policy';

/** /privacy-policy */
export default function PrivacyPolicy() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}
