import { JobTermFields, type PlainForm } from '@freelane/shared/ui';
import type { DraftFormValues } from '../lib/draft-form-values';

/**
 * Post A Job's fields (shared's JobTermFields, one under another in the dialog), each checked by the
 * contract's own `jobBody` rule (`JOB_FIELD_RULES`: the API checks the draft with it, and again when
 * the client approves), so the limits and messages are the same.
 */
export function DraftJobFields({ form }: { form: PlainForm<DraftFormValues> }) {
  return <JobTermFields form={form} layout="stacked" />;
}
