import { Button, Card, Flex, Typography } from 'antd';
import { FREELANCER_REVISION_DAYS, type Job } from '@freelane/shared/contracts';
import { CountdownDisplay } from './countdown-display';

interface RevisionActionsProps {
  job: Job;
  onSubmitWork: () => void;
  onRequestClarification: () => void;
}

/** Time left to resubmit, Submit Completed Work, Request Clarification, and the revision policy. */
export function RevisionActions({ job, onSubmitWork, onRequestClarification }: RevisionActionsProps) {
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Actions</h2>}>
      <Typography.Paragraph strong>Time left to resubmit</Typography.Paragraph>
      <CountdownDisplay deadline={job.freelancerReviewDeadline} />
      <Flex vertical gap={12} style={{ marginTop: 24 }}>
        <Button type="primary" block onClick={onSubmitWork}>
          Submit Completed Work
        </Button>
        <Button block onClick={onRequestClarification}>
          Request Clarification
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Revision policy: resubmit within {FREELANCER_REVISION_DAYS} days of the request to keep your rank. Each job
        includes one free revision; once you resubmit, the client reviews your work again.
      </Typography.Paragraph>
    </Card>
  );
}
