import { Button, Flex, Form, Input } from 'antd';
import { getErrorMessage, useSubmitReviewMutation } from '@freelane/shared';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MIN_LENGTH,
  REVIEW_CRITERIA,
  REVIEW_CRITERION_LABELS,
  submitReviewBody,
  type SubmitReviewBody,
} from '@freelane/shared/contracts';
import { zodRule, useToasts } from '@freelane/shared/ui';
import { StarRatingInput } from './star-rating-input';

const OVERALL_LABEL = 'Overall experience';

interface ReviewFormProps {
  jobId: string;
  /** Who is reviewed, to ask the right question. */
  counterpartName: string;
}

/** The caller's one review: overall and three criteria in stars, and a comment with the API's own limits. */
export function ReviewForm({ jobId, counterpartName }: ReviewFormProps) {
  const [submitReview, { isLoading }] = useSubmitReviewMutation();
  const { message } = useToasts();

  const handleFinish = async (values: SubmitReviewBody) => {
    try {
      const result = await submitReview({ jobId, body: submitReviewBody.parse(values) }).unwrap();
      message.success(result.message);
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <Form<SubmitReviewBody>
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={(values) => void handleFinish(values)}
      aria-label={`Review ${counterpartName}`}
    >
      <Form.Item label={OVERALL_LABEL} name="overall" rules={[zodRule(submitReviewBody.shape.overall, 0)]}>
        <StarRatingInput label={OVERALL_LABEL} size="large" />
      </Form.Item>
      <Flex gap={24} wrap>
        {REVIEW_CRITERIA.map((criterion) => (
          <Form.Item
            key={criterion}
            label={REVIEW_CRITERION_LABELS[criterion]}
            name={criterion}
            rules={[zodRule(submitReviewBody.shape[criterion], 0)]}
          >
            <StarRatingInput label={REVIEW_CRITERION_LABELS[criterion]} />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item
        label="Your review"
        name="comment"
        rules={[zodRule(submitReviewBody.shape.comment)]}
        extra={`Between ${REVIEW_COMMENT_MIN_LENGTH} and ${REVIEW_COMMENT_MAX_LENGTH} characters. It is published with your name.`}
      >
        <Input.TextArea
          rows={6}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          showCount
          placeholder={`What was it like to work with ${counterpartName}?`}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
        {isLoading ? 'Please Wait' : 'Submit Review'}
      </Button>
    </Form>
  );
}
