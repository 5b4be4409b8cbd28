import { getErrorMessage, useSubmitReviewMutation } from '@freelane/shared';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MIN_LENGTH,
  REVIEW_CRITERIA,
  REVIEW_CRITERION_LABELS,
  submitReviewBody,
  type SubmitReviewBody,
} from '@freelane/shared/contracts';
import {
  FlexBox,
  PlainButton,
  PlainField,
  PlainTextArea,
  usePlainForm,
  useToasts,
  zodPlainRule,
  type PlainRules,
} from '@freelane/shared/ui';
import { StarRatingInput } from './star-rating-input';

const OVERALL_LABEL = 'Overall experience';

/** Nothing rated (0 is what the API's schema refuses with the "Please rate …" message) and no text. */
const EMPTY: SubmitReviewBody = { overall: 0, communication: 0, quality: 0, timeliness: 0, comment: '' };

/** The API's own schema, field by field: its limits and messages. */
const RULES: PlainRules<SubmitReviewBody> = {
  overall: [zodPlainRule(() => submitReviewBody.shape.overall, 0)],
  ...Object.fromEntries(
    REVIEW_CRITERIA.map((criterion) => [criterion, [zodPlainRule(() => submitReviewBody.shape[criterion], 0)]]),
  ),
  comment: [zodPlainRule(() => submitReviewBody.shape.comment)],
};

interface ReviewFormProps {
  jobId: string;
  /** Who is reviewed, to ask the right question. */
  counterpartName: string;
}

/**
 * The caller's one review: overall and three criteria in stars, and a comment with the API's own
 * limits. Plain form kit (issue 39): antd's Form re-rendered every field and ran its style engine
 * on the tap on Submit Review (272–384 ms INP on the phone profile).
 */
export function ReviewForm({ jobId, counterpartName }: ReviewFormProps) {
  const [submitReview, { isLoading }] = useSubmitReviewMutation();
  const { message } = useToasts();
  const form = usePlainForm<SubmitReviewBody>({
    initialValues: EMPTY,
    rules: RULES,
    onFinish: async (values) => {
      try {
        const result = await submitReview({ jobId, body: submitReviewBody.parse(values) }).unwrap();
        message.success(result.message);
      } catch (error) {
        message.error(getErrorMessage(error));
      }
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label={`Review ${counterpartName}`}>
      <PlainField label={OVERALL_LABEL} group {...form.field('overall')}>
        <StarRatingInput label={OVERALL_LABEL} size="large" {...form.bind('overall')} />
      </PlainField>
      <FlexBox gap={24} wrap>
        {REVIEW_CRITERIA.map((criterion) => (
          <PlainField key={criterion} label={REVIEW_CRITERION_LABELS[criterion]} group {...form.field(criterion)}>
            <StarRatingInput label={REVIEW_CRITERION_LABELS[criterion]} {...form.bind(criterion)} />
          </PlainField>
        ))}
      </FlexBox>
      <PlainField
        label="Your review"
        {...form.field('comment')}
        extra={`Between ${REVIEW_COMMENT_MIN_LENGTH} and ${REVIEW_COMMENT_MAX_LENGTH} characters. It is published with your name.`}
      >
        <PlainTextArea
          {...form.bind('comment')}
          rows={6}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          showCount
          placeholder={`What was it like to work with ${counterpartName}?`}
        />
      </PlainField>
      <PlainButton type="primary" htmlType="submit" size="large" loading={isLoading}>
        {isLoading ? 'Please Wait' : 'Submit Review'}
      </PlainButton>
    </form>
  );
}
