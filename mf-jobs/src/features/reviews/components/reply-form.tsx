import { Button, Form, Input } from 'antd';
import { getErrorMessage, useReplyReviewMutation } from '@freelane/shared';
import { REVIEW_REPLY_MAX_LENGTH, replyReviewBody, type ReplyReviewBody } from '@freelane/shared/contracts';
import { zodRule, useToasts } from '@freelane/shared/ui';

/** The reviewee's one public answer to the review they received, shown under it once posted. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const [replyReview, { isLoading }] = useReplyReviewMutation();
  const { message } = useToasts();

  const handleFinish = async (values: ReplyReviewBody) => {
    try {
      const result = await replyReview({ reviewId, body: replyReviewBody.parse(values) }).unwrap();
      message.success(result.message);
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <Form<ReplyReviewBody>
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={(values) => void handleFinish(values)}
      aria-label="Reply to this review"
      style={{ marginTop: 8 }}
    >
      <Form.Item
        label="Your reply"
        name="reply"
        rules={[zodRule(replyReviewBody.shape.reply)]}
        extra="You can reply once. Your reply is public and cannot be changed."
      >
        <Input.TextArea rows={3} maxLength={REVIEW_REPLY_MAX_LENGTH} showCount />
      </Form.Item>
      <Button htmlType="submit" loading={isLoading}>
        Post Reply
      </Button>
    </Form>
  );
}
