import { App, Button, Card, Empty, Result, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage, type Job, type JobBody, LinkButton, useCurrentUser, LoadingState } from '@freelane/shared';
import { useDeleteJobMutation } from '../features/job-form/api/delete-job';
import { useGetJobQuery } from '../features/jobs/api/get-job';
import { useUpdateJobMutation } from '../features/job-form/api/update-job';
import { ErrorState, PageContainer } from '@freelane/shared';
import { JOB_STATUS_LABELS } from '../components/job-status-tag';
import { JobForm } from '../features/job-form/components/job-form';
import { jobToFormValues } from '../features/job-form/lib/job-form-values';
import { jobPagePath, useJobIdParam } from '../hooks/use-job-id-param';

const backToMyJobs = (
  <LinkButton to="/myJobs" type="primary">
    Back to My Jobs
  </LinkButton>
);

/** Why a job that is no longer open cannot change, and where to follow it instead. */
function NotEditable({ job }: { job: Job }) {
  return (
    <Result
      status="info"
      title="This job can no longer be edited"
      subTitle={`This job is ${JOB_STATUS_LABELS[job.status]}${job.hiredFreelancer ? ` with ${job.hiredFreelancer.fullName} hired` : ''}. Only open jobs, before anyone is hired, can be edited or deleted.`}
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
export default function EditJob() {
  const jobId = useJobIdParam();
  const currentUser = useCurrentUser();
  const { data, error, isLoading, isError, refetch } = useGetJobQuery(jobId ?? '', { skip: !jobId });
  const [updateJob, { isLoading: saving }] = useUpdateJobMutation();
  const [deleteJob] = useDeleteJobMutation();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();

  const handleSave = async (body: JobBody) => {
    if (!jobId) return;
    try {
      const result = await updateJob({ jobId, body }).unwrap();
      message.success(result.message ?? 'Job updated.');
      navigate('/myJobs');
    } catch (saveError) {
      message.error(getErrorMessage(saveError, 'The job could not be saved. Please try again.'));
    }
  };

  const handleDelete = (job: Job) => {
    modal.confirm({
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

  const job = data?.job;
  let content;
  if (!jobId) {
    content = (
      <Empty description="No job was named in the link. Open a job from My Jobs to edit it.">{backToMyJobs}</Empty>
    );
  } else if (isLoading) {
    content = <LoadingState label="Loading the job" rows={10} />;
  } else if (isError || !job) {
    content = (
      <ErrorState
        title="We couldn't load this job"
        message={getErrorMessage(error, 'Something went wrong while loading the job.')}
        onRetry={() => void refetch()}
      />
    );
  } else if (currentUser && job.owner._id !== currentUser._id) {
    content = (
      <Result
        status="403"
        title="This is not your job"
        subTitle="Only the client who posted a job can edit it."
        extra={backToMyJobs}
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
          <Button danger size="large" onClick={() => handleDelete(job)}>
            Delete
          </Button>
        }
      />
    );
  }

  return (
    <PageContainer maxWidth={880}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Edit Job
      </Typography.Title>
      {job && (
        <Typography.Paragraph type="secondary">
          Changes are visible to freelancers at once. <Link to="/myJobs">Back to My Jobs</Link>
        </Typography.Paragraph>
      )}
      <Card>{content}</Card>
    </PageContainer>
  );
}
