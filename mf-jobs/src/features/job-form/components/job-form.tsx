import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { JobBody } from '@freelane/shared/contracts';
import {
  JobTermFields,
  PlainButton,
  PlainCheckbox,
  PlainField,
  JOB_FIELD_RULES,
  usePlainForm,
  useToasts,
  type PlainRules,
} from '@freelane/shared/ui';
import { EMPTY_JOB_FORM, toJobFormBody, type JobFormValues } from '../lib/job-form-values';

interface JobFormProps {
  initialValues?: JobFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Post A New Job asks for the terms; editing an already posted job does not ask again. */
  requireTerms?: boolean;
  onSubmit: (body: JobBody) => void;
  /** Further buttons beside the submit button (Edit Job: Delete). */
  extraActions?: ReactNode;
}

// The API's own `jobBody` rules, in their one home (shared, with an assistant's draft: issue 39).
const RULES: PlainRules<JobFormValues> = JOB_FIELD_RULES;

const TERMS_RULE = (checked: unknown) =>
  checked ? undefined : 'Please accept the Terms and Conditions and the Privacy Policy.';

/**
 * Every field of Post A New Job (spec §2, §9): option lists from the contract, the rules of the
 * API's own `jobBody` schema, so both sides show the same limits and messages. Plain controls
 * (issue 39): the page's first screen loads no antd, rc-field-form, rc-select, rc-picker or dayjs.
 */
export function JobForm({
  initialValues = EMPTY_JOB_FORM,
  submitLabel,
  submitting,
  requireTerms = false,
  onSubmit,
  extraActions,
}: JobFormProps) {
  const { message } = useToasts();

  const form = usePlainForm<JobFormValues>({
    initialValues,
    rules: requireTerms ? { ...RULES, terms: [TERMS_RULE] } : RULES,
    onFinish: async (values) => {
      const result = await toJobFormBody(values);
      // The field rules run the same schema, so this only trips if the day changed while the form was open.
      if ('error' in result) {
        message.error(result.error);
        return;
      }
      onSubmit(result.body);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <JobTermFields form={form} layout="rows" />
      {requireTerms && (
        <PlainField {...form.field('terms')}>
          <PlainCheckbox {...form.bind('terms')}>
            I agree to the{' '}
            <Link to="/terms-condition" target="_blank" rel="noopener noreferrer">
              Terms and Conditions
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </Link>
          </PlainCheckbox>
        </PlainField>
      )}
      <div className="fl-form-actions">
        {extraActions}
        {/* Busy from the tap (the check may load the rules) until the request's answer. */}
        <PlainButton htmlType="submit" type="primary" size="large" loading={submitting || form.checking}>
          {submitting ? 'Please Wait' : submitLabel}
        </PlainButton>
      </div>
    </form>
  );
}
