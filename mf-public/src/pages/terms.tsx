import { LegalDocument } from '../features/legal/components/legal-document';
import { TERMS_AND_CONDITIONS } from '../features/legal/content/terms';
import { withAntd } from '@freelane/shared/ui';

/** /terms-condition */
function Terms() {
  return <LegalDocument document={TERMS_AND_CONDITIONS} />;
}

export default withAntd(Terms);
