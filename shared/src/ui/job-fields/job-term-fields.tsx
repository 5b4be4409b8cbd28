import { useCurrencySymbol } from '@freelane/shared/session';
import type { ReactNode } from 'react';
import type { BudgetType, JobCategory, JobDuration, JobRank, JobType } from '../../contracts/job-options';
import {
  BUDGET_TYPE_OPTIONS,
  JOB_CATEGORIES,
  JOB_DURATION_OPTIONS,
  JOB_RANK_OPTIONS,
  JOB_TYPE_OPTIONS,
} from '../../contracts/job-options';
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_SALARY_MAX,
  JOB_SKILLS_MAX_COUNT,
  JOB_TITLE_MAX_LENGTH,
} from '../../contracts/job-limits';
import { PlainField } from '../plain/plain-field';
import { PlainInput } from '../plain/plain-input';
import { PlainNumberInput } from '../plain/plain-number-input';
import { PlainRadioGroup } from '../plain/plain-choice';
import { PlainSelect } from '../plain/plain-select';
import { PlainTextArea } from '../plain/plain-textarea';
import type { PlainForm } from '../plain/use-plain-form';
import { DeadlineInput } from './deadline-input';
import { SkillsInput } from './skills-input';

/** A job's terms as a plain form holds them; the deadline is the date box's yyyy-MM-dd. */
export interface JobTermValues {
  title: string;
  category?: JobCategory;
  rank?: JobRank;
  description: string;
  skills: string[];
  jobType: JobType;
  duration?: JobDuration;
  budgetType: BudgetType;
  salary: number | null;
  applicationDeadline: string | null;
}

/**
 * The one drawing of a job's terms (Post A Job, Edit Job, an assistant's draft: issue 39), checked by
 * `JOB_FIELD_RULES`. `rows` lays short fields side by side (a page); `stacked` one under another
 * (a dialog).
 */
export function JobTermFields<Values extends JobTermValues>({
  form,
  layout,
}: {
  form: PlainForm<Values>;
  layout: 'rows' | 'stacked';
}) {
  const currencySign = useCurrencySymbol();
  // The form's own values are these terms (and maybe more): its bindings are theirs.
  const terms = form as unknown as PlainForm<JobTermValues>;
  const row = (columns: 2 | 3, children: ReactNode) =>
    layout === 'rows' ? <div className={`fl-form-row fl-form-row--${columns}`}>{children}</div> : children;
  return (
    <>
      <PlainField label="Job title" {...terms.field('title')}>
        <PlainInput
          {...terms.bind('title')}
          maxLength={JOB_TITLE_MAX_LENGTH}
          showCount
          placeholder="e.g. Landing page redesign"
        />
      </PlainField>
      {row(
        2,
        <>
          <PlainField label="Category" {...terms.field('category')}>
            <PlainSelect
              {...terms.bind('category')}
              placeholder="Choose a category"
              options={JOB_CATEGORIES.map((category) => ({ value: category, label: category }))}
            />
          </PlainField>
          <PlainField label="Freelancer level" {...terms.field('rank')}>
            <PlainSelect {...terms.bind('rank')} placeholder="Choose a level" options={JOB_RANK_OPTIONS} />
          </PlainField>
        </>,
      )}
      <PlainField label="Description" {...terms.field('description')}>
        <PlainTextArea
          {...terms.bind('description')}
          rows={layout === 'rows' ? 6 : 5}
          maxLength={JOB_DESCRIPTION_MAX_LENGTH}
          showCount
          placeholder="What needs doing, what you expect delivered, anything the freelancer should know."
        />
      </PlainField>
      <PlainField
        label="Skills"
        {...terms.field('skills')}
        extra={`Type a skill, then Add or Enter (at most ${JOB_SKILLS_MAX_COUNT}).`}
      >
        <SkillsInput {...terms.bind('skills')} />
      </PlainField>
      {row(
        2,
        <>
          <PlainField label="Job type" group {...terms.field('jobType')}>
            <PlainRadioGroup {...terms.bind('jobType')} options={JOB_TYPE_OPTIONS} />
          </PlainField>
          <PlainField label="Budget type" group {...terms.field('budgetType')}>
            <PlainRadioGroup {...terms.bind('budgetType')} options={BUDGET_TYPE_OPTIONS} />
          </PlainField>
        </>,
      )}
      {row(
        3,
        <>
          <PlainField label="Duration" {...terms.field('duration')}>
            <PlainSelect {...terms.bind('duration')} placeholder="Choose a duration" options={JOB_DURATION_OPTIONS} />
          </PlainField>
          <PlainField label="Budget" {...terms.field('salary')}>
            <PlainNumberInput {...terms.bind('salary')} min={0} max={JOB_SALARY_MAX} step={10} prefix={currencySign} />
          </PlainField>
          <PlainField label="Application deadline" {...terms.field('applicationDeadline')}>
            <DeadlineInput {...terms.bind('applicationDeadline')} />
          </PlainField>
        </>,
      )}
    </>
  );
}
