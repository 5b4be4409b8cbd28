import { TERMS_AND_CONDITIONS } from '../features/legal/content/terms';
import { LegalDocument, withAntd } from '@freelane/shared/ui';

/** /terms-condition */
function Terms() {
  return <LegalDocument {...TERMS_AND_CONDITIONS} />;
}

export default withAntd(Terms);
