import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BUDGET_TYPE_OPTIONS,
  JOB_CATEGORIES,
  JOB_DURATION_OPTIONS,
  JOB_RANK_OPTIONS,
  JOB_TYPE_OPTIONS,
} from '@freelane/shared/contracts/job-options';
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_SALARY_MAX,
  JOB_TITLE_MAX_LENGTH,
} from '@freelane/shared/contracts/job-limits';
import type { JobBody } from '@freelane/shared/contracts';
import {
  DeadlineInput,
  PlainButton,
  PlainCheckbox,
  PlainField,
  PlainInput,
  PlainNumberInput,
  PlainRadioGroup,
  PlainSelect,
  PlainTextArea,
  JOB_FIELD_RULES,
  SkillsInput,
  usePlainForm,
  useToasts,
  type PlainRules,
} from '@freelane/shared/ui';
import { useCurrencySymbol } from '@freelane/shared';
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
  const currencySign = useCurrencySymbol();
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
      <PlainField label="Job title" {...form.field('title')}>
        <PlainInput
          {...form.bind('title')}
          maxLength={JOB_TITLE_MAX_LENGTH}
          showCount
          placeholder="e.g. Landing page redesign"
        />
      </PlainField>
      <div className="fl-form-row fl-form-row--2">
        <PlainField label="Category" {...form.field('category')}>
          <PlainSelect
            {...form.bind('category')}
            placeholder="Choose a category"
            options={JOB_CATEGORIES.map((category) => ({ value: category, label: category }))}
          />
        </PlainField>
        <PlainField label="Freelancer level" {...form.field('rank')}>
          <PlainSelect {...form.bind('rank')} placeholder="Choose a level" options={JOB_RANK_OPTIONS} />
        </PlainField>
      </div>
      <PlainField label="Description" {...form.field('description')}>
        <PlainTextArea
          {...form.bind('description')}
          rows={6}
          maxLength={JOB_DESCRIPTION_MAX_LENGTH}
          showCount
          placeholder="What needs doing, what you expect delivered, anything the freelancer should know."
        />
      </PlainField>
      <PlainField label="Skills" {...form.field('skills')}>
        <SkillsInput {...form.bind('skills')} />
      </PlainField>
      <div className="fl-form-row fl-form-row--2">
        <PlainField label="Job type" group {...form.field('jobType')}>
          <PlainRadioGroup {...form.bind('jobType')} options={JOB_TYPE_OPTIONS} />
        </PlainField>
        <PlainField label="Budget type" group {...form.field('budgetType')}>
          <PlainRadioGroup {...form.bind('budgetType')} options={BUDGET_TYPE_OPTIONS} />
        </PlainField>
      </div>
      <div className="fl-form-row fl-form-row--3">
        <PlainField label="Duration" {...form.field('duration')}>
          <PlainSelect {...form.bind('duration')} placeholder="Choose a duration" options={JOB_DURATION_OPTIONS} />
        </PlainField>
        <PlainField label="Budget" {...form.field('salary')}>
          <PlainNumberInput {...form.bind('salary')} min={0} max={JOB_SALARY_MAX} step={10} prefix={currencySign} />
        </PlainField>
        <PlainField label="Application deadline" {...form.field('applicationDeadline')}>
          <DeadlineInput {...form.bind('applicationDeadline')} />
        </PlainField>
      </div>
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
