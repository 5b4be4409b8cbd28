import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import {
  PROPOSAL_TIMELINE_OPTIONS,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_QUESTIONS_MAX,
  SCREENING_SKILLS_MAX,
  SCREENING_TOOL_DESCRIPTIONS,
  SCREENING_TOOL_LABELS,
  type ProposalTimeline,
} from '@freelane/shared/contracts';
import {
  FlexBox,
  IconButton,
  PlainButton,
  PlainCheckbox,
  PlainField,
  PlainNumberInput,
  PlainSelect,
  PlainTagsInput,
  PlainTextArea,
  SvgIcon,
  type PlainForm,
} from '@freelane/shared/ui';
import type { CriteriaFormValues } from '../lib/criteria-values';

/** "Off" is a choice of its own: a native select's placeholder cannot be chosen back. */
const OFF = 'off';

const RATING_OPTIONS = [
  { value: OFF, label: 'Off' },
  ...[1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((value) => ({ value: String(value), label: `${value} stars or more` })),
];

const TIMELINE_OPTIONS = [{ value: OFF, label: 'Off' }, ...PROPOSAL_TIMELINE_OPTIONS];

/** A question shorter than this is refused at the field (the API's own minimum). */
const QUESTION_MIN_LENGTH = 5;

/** The questions' check, where they are on: an unfinished question (1–4 characters) is refused; a blank row is dropped. */
export function questionsProblem(questions: unknown): string | undefined {
  if (!Array.isArray(questions)) return undefined;
  const short = questions.some((question) => {
    const length = String(question ?? '').trim().length;
    return length > 0 && length < QUESTION_MIN_LENGTH;
  });
  return short ? `Each question must be at least ${QUESTION_MIN_LENGTH} characters.` : undefined;
}

/**
 * The six tools as plain form fields (issue 39: no antd on the first screen of /screening-tools),
 * bound to a form whose values include CriteriaFormValues. Leaving a field empty leaves that tool
 * off; at least one must be on (checked on save by `toCriteria`).
 */
export function CriteriaFields<Values extends CriteriaFormValues>({ form }: { form: PlainForm<Values> }) {
  // The form's own values are these criteria (and maybe more): its bindings are theirs.
  const criteria = form as unknown as PlainForm<CriteriaFormValues>;
  const questions = criteria.values.questions;
  const setQuestions = (next: string[]) => criteria.setValue('questions', next);
  const questionsField = criteria.field('questions');
  const rating = criteria.bind('minRating');
  const timeline = criteria.bind('maxTimeline');
  return (
    <>
      <PlainField
        label={SCREENING_TOOL_LABELS.questions}
        group
        extra={SCREENING_TOOL_DESCRIPTIONS.questions}
        {...questionsField}
      >
        <div
          role="group"
          id={questionsField.id}
          aria-labelledby={`${questionsField.id}-label`}
          aria-describedby={questionsField.error ? `${questionsField.id}-error` : undefined}
          tabIndex={-1}
        >
          <FlexBox vertical gap={8}>
            {questions.map((question, index) => (
              // Rows are positional: "Question 2" is the second question, whatever it says.
              <FlexBox key={index} gap={8} align="flex-start">
                <PlainTextArea
                  aria-label={`Question ${index + 1}`}
                  rows={2}
                  maxLength={SCREENING_QUESTION_MAX_LENGTH}
                  placeholder="e.g. Which similar project have you delivered?"
                  value={question}
                  onChange={(text) => setQuestions(questions.map((item, at) => (at === index ? text : item)))}
                  style={{ flex: 1 }}
                />
                <IconButton
                  icon={<SvgIcon icon={DeleteOutlined} />}
                  label={`Remove question ${index + 1}`}
                  onClick={() => setQuestions(questions.filter((_, at) => at !== index))}
                />
              </FlexBox>
            ))}
            {questions.length < SCREENING_QUESTIONS_MAX && (
              <PlainButton
                icon={<SvgIcon icon={PlusOutlined} />}
                onClick={() => setQuestions([...questions, ''])}
                style={{ alignSelf: 'flex-start' }}
              >
                Add question
              </PlainButton>
            )}
          </FlexBox>
        </div>
      </PlainField>
      <PlainField
        label={SCREENING_TOOL_LABELS.requiredSkills}
        extra={`${SCREENING_TOOL_DESCRIPTIONS.requiredSkills} Type a skill and press Enter (at most ${SCREENING_SKILLS_MAX}).`}
        {...criteria.field('requiredSkills')}
      >
        <PlainTagsInput {...criteria.bind('requiredSkills')} maxCount={SCREENING_SKILLS_MAX} placeholder="e.g. React" />
      </PlainField>
      <PlainField extra={SCREENING_TOOL_DESCRIPTIONS.portfolio} {...criteria.field('portfolioRequired')}>
        <PlainCheckbox {...criteria.bind('portfolioRequired')}>{SCREENING_TOOL_LABELS.portfolio}</PlainCheckbox>
      </PlainField>
      <div className="fl-form-row fl-form-row--3">
        <PlainField
          label={SCREENING_TOOL_LABELS.minCompletedProjects}
          extra={SCREENING_TOOL_DESCRIPTIONS.minCompletedProjects}
          {...criteria.field('minCompletedProjects')}
        >
          <PlainNumberInput {...criteria.bind('minCompletedProjects')} min={1} max={1000} step={1} placeholder="Off" />
        </PlainField>
        <PlainField
          label={SCREENING_TOOL_LABELS.minRating}
          extra={SCREENING_TOOL_DESCRIPTIONS.minRating}
          {...criteria.field('minRating')}
        >
          <PlainSelect
            {...rating}
            value={rating.value === null ? undefined : String(rating.value)}
            onChange={(value) => rating.onChange(value && value !== OFF ? Number(value) : null)}
            placeholder="Off"
            options={RATING_OPTIONS}
          />
        </PlainField>
        <PlainField
          label={SCREENING_TOOL_LABELS.maxTimeline}
          extra={SCREENING_TOOL_DESCRIPTIONS.maxTimeline}
          {...criteria.field('maxTimeline')}
        >
          <PlainSelect
            {...timeline}
            value={timeline.value ?? undefined}
            onChange={(value) => timeline.onChange(value && value !== OFF ? (value as ProposalTimeline) : null)}
            placeholder="Off"
            options={TIMELINE_OPTIONS}
          />
        </PlainField>
      </div>
    </>
  );
}
