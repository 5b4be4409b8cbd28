import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import type { Job, JobBody } from '@freelane/shared/contracts';
import { PageContainer, PlainButton, PlainCard, useToasts, useConfirm } from '@freelane/shared/ui';
import { useDeleteJobMutation } from '../features/job-form/api/delete-job';
import { useUpdateJobMutation } from '../features/job-form/api/update-job';
import { JobLoader } from '../components/job-loader';
import { JobForm } from '../features/job-form/components/job-form';
import { NotEditable } from '../features/job-form/components/not-editable';
import { jobToFormValues } from '../features/job-form/lib/job-form-values';

/** /edit-jobs?jobId= — the owner edits or deletes an open job; the job is loaded from the URL, so reload works. */
function EditJob() {
  return (
    <PageContainer maxWidth={880}>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Edit Job
      </h1>
      <JobLoader backTo={{ to: '/myJobs', label: 'Back to My Jobs' }} missingHint="Open a job from My Jobs to edit it.">
        {(job) => <EditableJob job={job} />}
      </JobLoader>
    </PageContainer>
  );
}

/** The loaded job: its form when the caller owns it and it is still open, else why not. */
function EditableJob({ job }: { job: Job }) {
  const currentUser = useCurrentUser();
  const [updateJob, { isLoading: saving }] = useUpdateJobMutation();
  const [deleteJob] = useDeleteJobMutation();
  const navigate = useNavigate();
  const { message } = useToasts();
  const confirm = useConfirm();

  const handleSave = async (body: JobBody) => {
    try {
      const result = await updateJob({ jobId: job._id, body }).unwrap();
      message.success(result.message ?? 'Job updated.');
      navigate('/myJobs');
    } catch (saveError) {
      message.error(getErrorMessage(saveError, 'The job could not be saved. Please try again.'));
    }
  };

  const handleDelete = () => {
    confirm({
      title: 'Delete this job?',
      content: `“${job.title}” and its pending proposals will be removed, and each applicant will be told. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await deleteJob(job._id).unwrap();
          message.success(result.message);
          navigate('/myJobs');
        } catch (deleteError) {
          message.error(getErrorMessage(deleteError, 'The job could not be deleted. Please try again.'));
        }
      },
    });
  };

  let content;
  const notOwner = Boolean(currentUser && job.owner._id !== currentUser._id);
  if (notOwner || job.status !== 'active') {
    content = <NotEditable job={job} notOwner={notOwner} />;
  } else {
    content = (
      <JobForm
        key={job._id}
        initialValues={jobToFormValues(job)}
        submitLabel="Save"
        submitting={saving}
        onSubmit={(body) => void handleSave(body)}
        extraActions={
          <PlainButton danger size="large" onClick={handleDelete}>
            Delete
          </PlainButton>
        }
      />
    );
  }

  return (
    <>
      <p className="fl-text-secondary">
        Changes are visible to freelancers at once. <Link to="/myJobs">Back to My Jobs</Link>
      </p>
      <PlainCard>{content}</PlainCard>
    </>
  );
}

export default EditJob;
