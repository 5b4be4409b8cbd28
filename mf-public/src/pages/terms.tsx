import { LegalDocument } from '../features/legal/components/legal-document';
import { TERMS_AND_CONDITIONS } from '../features/legal/content/terms';

/** /terms-condition */
export default function Terms() {
  return <LegalDocument document={TERMS_AND_CONDITIONS} />;
}
