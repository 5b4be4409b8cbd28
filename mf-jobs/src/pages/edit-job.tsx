import { Button, Card, Result, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import type { Job, JobBody } from '@freelane/shared/contracts';
import { LinkButton, PageContainer, useToasts, useConfirm, withAntd } from '@freelane/shared/ui';
import { useDeleteJobMutation } from '../features/job-form/api/delete-job';
import { useUpdateJobMutation } from '../features/job-form/api/update-job';
import { JobLoader } from '../components/job-loader';
import { jobStatusLabel } from '../components/job-status-tag';
import { JobForm } from '../features/job-form/components/job-form';
import { jobToFormValues } from '../features/job-form/lib/job-form-values';
import { jobPagePath } from '../lib/job-page-path';

/** Why a job that is no longer open cannot change, and where to follow it instead. */
function NotEditable({ job }: { job: Job }) {
  return (
    <Result
      status="info"
      title="This job can no longer be edited"
      subTitle={`This job is ${jobStatusLabel(job.status)}${job.hiredFreelancer ? ` with ${job.hiredFreelancer.fullName} hired` : ''}. Only open jobs, before anyone is hired, can be edited or deleted.`}
      extra={[
        <LinkButton key="details" to={jobPagePath('/completedJobs', job._id)} type="primary">
          View Details
        </LinkButton>,
        <LinkButton key="back" to="/myJobs">
          Back to My Jobs
        </LinkButton>,
      ]}
    />
  );
}

/** /edit-jobs?jobId= — the owner edits or deletes an open job; the job is loaded from the URL, so reload works. */
function EditJob() {
  return (
    <PageContainer maxWidth={880}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Edit Job
      </Typography.Title>
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
  if (currentUser && job.owner._id !== currentUser._id) {
    content = (
      <Result
        status="403"
        title="This is not your job"
        subTitle="Only the client who posted a job can edit it."
        extra={
          <LinkButton to="/myJobs" type="primary">
            Back to My Jobs
          </LinkButton>
        }
      />
    );
  } else if (job.status !== 'active') {
    content = <NotEditable job={job} />;
  } else {
    content = (
      <JobForm
        key={job._id}
        initialValues={jobToFormValues(job)}
        submitLabel="Save"
        submitting={saving}
        onSubmit={(body) => void handleSave(body)}
        extraActions={
          <Button danger size="large" onClick={handleDelete}>
            Delete
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Typography.Paragraph type="secondary">
        Changes are visible to freelancers at once. <Link to="/myJobs">Back to My Jobs</Link>
      </Typography.Paragraph>
      <Card>{content}</Card>
    </>
  );
}

export default withAntd(EditJob);
