import { TERMS_AND_CONDITIONS } from '../features/legal/content/terms';
import { LegalDocument } from '@freelane/shared/ui';

/** /terms-condition */
export default function Terms() {
  return <LegalDocument {...TERMS_AND_CONDITIONS} />;
}
