import { FREELANCER_REVISION_DAYS } from '@freelane/shared/contracts/work-limits';
import type { Job } from '@freelane/shared/contracts';
import { FlexBox, PlainButton, PlainCard } from '@freelane/shared/ui';
import { CountdownDisplay } from './countdown-display';

interface RevisionActionsProps {
  job: Job;
  onSubmitWork: () => void;
  onRequestClarification: () => void;
}

/** Time left to resubmit, Submit Completed Work, Request Clarification, and the revision policy. */
export function RevisionActions({ job, onSubmitWork, onRequestClarification }: RevisionActionsProps) {
  return (
    <PlainCard title="Actions">
      <p className="fl-paragraph fl-text-strong">Time left to resubmit</p>
      <CountdownDisplay deadline={job.freelancerReviewDeadline} />
      <FlexBox vertical gap={12} style={{ marginTop: 24 }}>
        <PlainButton type="primary" block onClick={onSubmitWork}>
          Submit Completed Work
        </PlainButton>
        <PlainButton block onClick={onRequestClarification}>
          Request Clarification
        </PlainButton>
      </FlexBox>
      <p className="fl-paragraph fl-text-secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Revision policy: resubmit within {FREELANCER_REVISION_DAYS} days of the request to keep your rank. Each job
        includes one free revision; once you resubmit, the client reviews your work again.
      </p>
    </PlainCard>
  );
}
