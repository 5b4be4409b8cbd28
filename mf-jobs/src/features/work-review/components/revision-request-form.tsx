import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import {
  CLIENT_REVIEW_DAYS,
  FREELANCER_REVISION_DAYS,
  type Job,
  type ReviewWorkBody,
  reviewWorkBody,
  REVISION_MAX_LENGTH,
} from '@freelane/shared/contracts';
import { LinkButton, zodRule, useToasts } from '@freelane/shared/ui';
import { useReviewWorkMutation } from '../api/review-work';
import { jobPagePath } from '../../../lib/job-page-path';

/**
 * The one free revision request (spec §2 /reviewChanges): what must change, with the API's own
 * rules and the two warnings, then back to My Jobs.
 */
export function RevisionRequestForm({ job }: { job: Job }) {
  const [reviewWork, { isLoading }] = useReviewWorkMutation();
  const navigate = useNavigate();
  const { message } = useToasts();

  const handleFinish = async (values: ReviewWorkBody) => {
    try {
      const result = await reviewWork({ jobId: job._id, body: reviewWorkBody.parse(values) }).unwrap();
      message.success(result.message ?? 'Revision requested.');
      navigate('/myJobs');
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <Card>
      <Flex vertical gap={12} style={{ marginBottom: 24 }}>
        <Alert
          type="warning"
          showIcon
          message={`The ${CLIENT_REVIEW_DAYS}-day policy`}
          description={`Work you do not review within ${CLIENT_REVIEW_DAYS} days of its submission counts as complete and the agreed amount falls due to the freelancer. After your request, ${job.hiredFreelancer?.fullName ?? 'the freelancer'} has ${FREELANCER_REVISION_DAYS} days to resubmit.`}
        />
        <Alert
          type="warning"
          showIcon
          message="This is your only free revision"
          description="Each job includes one free revision request. Once you send it, Resubmit For Improvements is no longer offered for this job, so describe everything that needs to change."
        />
      </Flex>
      <Form layout="vertical" requiredMark={false} noValidate onFinish={handleFinish}>
        <Form.Item label="Revision details" name="changes" rules={[zodRule(reviewWorkBody.shape.changes)]}>
          <Input.TextArea
            rows={10}
            maxLength={REVISION_MAX_LENGTH}
            showCount
            placeholder="What should change, where, and what a finished result looks like."
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">The freelancer is notified as soon as you submit.</Typography.Paragraph>
        <Flex gap={12} justify="flex-end" wrap>
          <LinkButton size="large" to={jobPagePath('/takeAction', job._id)}>
            Cancel
          </LinkButton>
          <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
            {isLoading ? 'Please Wait' : 'Submit Revision'}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
