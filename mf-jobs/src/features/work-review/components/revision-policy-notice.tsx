import type { Job } from '@freelane/shared/contracts';
import { CLIENT_REVIEW_DAYS } from '@freelane/shared/contracts/work-limits';
import { PlainAlert } from '@freelane/shared/ui';
import { deadlineDay } from '../lib/review-dates';

/** The review window and the one free revision (spec §9), stated with this job's real dates. */
export function RevisionPolicyNotice({ job }: { job: Job }) {
  return (
    <PlainAlert type="info" title="Revision policy">
      You have {CLIENT_REVIEW_DAYS} days after a submission to review it (until {deadlineDay(job.clientReviewDeadline)}
      ). If you take no action by then, the work counts as complete and the agreed amount falls due: you pay it to the
      freelancer directly.{' '}
      {job.reviewChance
        ? 'You have already used the one free revision for this job.'
        : 'Each job includes one free revision request.'}
    </PlainAlert>
  );
}
