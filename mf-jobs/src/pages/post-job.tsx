import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import type { JobBody } from '@freelane/shared/contracts';
import { usePostJobMutation } from '../features/job-form/api/post-job';
import { PageContainer, PlainCard, useToasts } from '@freelane/shared/ui';
import { JobForm } from '../features/job-form/components/job-form';

/** /post-jobs — a client posts a job; on success the job is open to freelancers and the client lands on My Jobs. */
function PostJob() {
  const [postJob, { isLoading }] = usePostJobMutation();
  const navigate = useNavigate();
  const { message } = useToasts();

  const handleSubmit = async (body: JobBody) => {
    try {
      const result = await postJob(body).unwrap();
      message.success(result.message ?? 'Job posted successfully.');
      navigate('/myJobs');
    } catch (error) {
      message.error(getErrorMessage(error, 'The job could not be posted. Please try again.'));
    }
  };

  // Plain markup (issue 39): the form page's first screen loads no antd.
  return (
    <PageContainer maxWidth={880}>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Post A New Job
      </h1>
      <p className="fl-text-secondary">
        Describe the work and the budget. Freelancers can send proposals until the application deadline; you pay no
        commission.
      </p>
      <PlainCard>
        <JobForm
          submitLabel="Post Job"
          submitting={isLoading}
          requireTerms
          onSubmit={(body) => void handleSubmit(body)}
        />
      </PlainCard>
    </PageContainer>
  );
}

export default PostJob;
