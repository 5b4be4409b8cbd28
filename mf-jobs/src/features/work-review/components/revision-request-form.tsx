import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import type { Job } from '@freelane/shared/contracts';
import {
  CLIENT_REVIEW_DAYS,
  FREELANCER_REVISION_DAYS,
  REVISION_MAX_LENGTH,
} from '@freelane/shared/contracts/work-limits';
import {
  FlexBox,
  LinkButton,
  PlainAlert,
  PlainButton,
  PlainCard,
  PlainField,
  PlainTextArea,
  usePlainForm,
  useToasts,
  zodPlainRule,
} from '@freelane/shared/ui';
import { useReviewWorkMutation } from '../api/review-work';
import { jobPagePath } from '../../../lib/job-page-path';

// The contract's own schema, loaded at the first check: the page's first screen carries neither zod
// nor the work contracts (issue 39).
const loadBody = () => import('@freelane/shared/contracts/work').then(({ reviewWorkBody }) => reviewWorkBody);

/**
 * The one free revision request (spec §2 /reviewChanges): what must change, with the API's own
 * rules and the two warnings, then back to My Jobs. Plain (issue 39): it is the page's first screen.
 */
export function RevisionRequestForm({ job }: { job: Job }) {
  const [reviewWork, { isLoading }] = useReviewWorkMutation();
  const navigate = useNavigate();
  const { message } = useToasts();

  const form = usePlainForm<{ changes: string }>({
    initialValues: { changes: '' },
    rules: { changes: [zodPlainRule(() => loadBody().then((body) => body.shape.changes))] },
    onFinish: async (values) => {
      try {
        const body = (await loadBody()).parse(values);
        const result = await reviewWork({ jobId: job._id, body }).unwrap();
        message.success(result.message ?? 'Revision requested.');
        navigate('/myJobs');
      } catch (error) {
        message.error(getErrorMessage(error));
      }
    },
  });

  return (
    <PlainCard>
      <FlexBox vertical gap={12} style={{ marginBottom: 24 }}>
        <PlainAlert type="warning" title={`The ${CLIENT_REVIEW_DAYS}-day policy`}>
          {`Work you do not review within ${CLIENT_REVIEW_DAYS} days of its submission counts as complete and the agreed amount falls due to the freelancer. After your request, ${job.hiredFreelancer?.fullName ?? 'the freelancer'} has ${FREELANCER_REVISION_DAYS} days to resubmit.`}
        </PlainAlert>
        <PlainAlert type="warning" title="This is your only free revision">
          Each job includes one free revision request. Once you send it, Resubmit For Improvements is no longer offered
          for this job, so describe everything that needs to change.
        </PlainAlert>
      </FlexBox>
      <form noValidate onSubmit={form.handleSubmit}>
        <PlainField label="Revision details" {...form.field('changes')}>
          <PlainTextArea
            {...form.bind('changes')}
            rows={10}
            maxLength={REVISION_MAX_LENGTH}
            showCount
            placeholder="What should change, where, and what a finished result looks like."
          />
        </PlainField>
        <p className="fl-paragraph fl-text-secondary">The freelancer is notified as soon as you submit.</p>
        <FlexBox gap={12} justify="flex-end" wrap>
          <LinkButton size="large" to={jobPagePath('/takeAction', job._id)}>
            Cancel
          </LinkButton>
          <PlainButton type="primary" htmlType="submit" size="large" loading={isLoading || form.checking}>
            {isLoading ? 'Please Wait' : 'Submit Revision'}
          </PlainButton>
        </FlexBox>
      </form>
    </PlainCard>
  );
}
