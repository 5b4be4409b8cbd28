import { useCurrencySymbol } from '@freelane/shared';
import {
  DeadlineInput,
  PlainField,
  PlainInput,
  PlainNumberInput,
  PlainRadioGroup,
  PlainSelect,
  PlainTextArea,
  SkillsInput,
  type PlainForm,
} from '@freelane/shared/ui';
import {
  BUDGET_TYPE_OPTIONS,
  JOB_CATEGORIES,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DURATION_OPTIONS,
  JOB_RANK_OPTIONS,
  JOB_SALARY_MAX,
  JOB_SKILLS_MAX_COUNT,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPE_OPTIONS,
} from '@freelane/shared/contracts';
import type { DraftFormValues } from '../lib/draft-form-values';

/**
 * Post A Job's fields on the plain form kit (issue 39), each checked by the contract's own `jobBody`
 * rule (`JOB_FIELD_RULES`: the API checks the draft with it, and again when the client approves),
 * so the limits and messages are the same.
 */
export function DraftJobFields({ form }: { form: PlainForm<DraftFormValues> }) {
  const currencySign = useCurrencySymbol();
  return (
    <>
      <PlainField label="Job title" {...form.field('title')}>
        <PlainInput
          {...form.bind('title')}
          maxLength={JOB_TITLE_MAX_LENGTH}
          showCount
          placeholder="e.g. Landing page redesign"
        />
      </PlainField>
      <PlainField label="Category" {...form.field('category')}>
        <PlainSelect
          {...form.bind('category')}
          placeholder="Choose a category"
          options={JOB_CATEGORIES.map((value) => ({ value, label: value }))}
        />
      </PlainField>
      <PlainField label="Freelancer level" {...form.field('rank')}>
        <PlainSelect {...form.bind('rank')} placeholder="Choose a level" options={JOB_RANK_OPTIONS} />
      </PlainField>
      <PlainField label="Description" {...form.field('description')}>
        <PlainTextArea {...form.bind('description')} rows={5} maxLength={JOB_DESCRIPTION_MAX_LENGTH} showCount />
      </PlainField>
      <PlainField
        label="Skills"
        {...form.field('skills')}
        extra={`Type a skill, then Add or Enter (at most ${JOB_SKILLS_MAX_COUNT}).`}
      >
        {/* The same field as Post A Job's, with its Add button (issue 36). */}
        <SkillsInput {...form.bind('skills')} />
      </PlainField>
      <PlainField label="Job type" group {...form.field('jobType')}>
        <PlainRadioGroup {...form.bind('jobType')} options={JOB_TYPE_OPTIONS} />
      </PlainField>
      <PlainField label="Budget type" group {...form.field('budgetType')}>
        <PlainRadioGroup {...form.bind('budgetType')} options={BUDGET_TYPE_OPTIONS} />
      </PlainField>
      <PlainField label="Duration" {...form.field('duration')}>
        <PlainSelect {...form.bind('duration')} placeholder="Choose a duration" options={JOB_DURATION_OPTIONS} />
      </PlainField>
      <PlainField label="Budget" {...form.field('salary')}>
        <PlainNumberInput {...form.bind('salary')} min={0} max={JOB_SALARY_MAX} step={10} prefix={currencySign} />
      </PlainField>
      <PlainField label="Application deadline" {...form.field('applicationDeadline')}>
        <DeadlineInput {...form.bind('applicationDeadline')} />
      </PlainField>
    </>
  );
}
