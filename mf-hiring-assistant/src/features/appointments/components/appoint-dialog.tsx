import { getErrorMessage } from '@freelane/shared';
import type { HiringAssistant } from '@freelane/shared/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import { Link } from 'react-router-dom';
import { OPEN_JOBS_PICKER } from '@freelane/shared/contracts/endpoints/job';
import { useAppointAssistantMutation, useGetAppointableJobsQuery } from '../api/appointments';
import { AntdProvider, useToasts } from '@freelane/shared/ui';

/** Appoints an assistant to one of the client's jobs still open for proposals. */
export function AppointDialog({ assistant, onClose }: { assistant: HiringAssistant | null; onClose: () => void }) {
  const { message } = useToasts();
  const [form] = Form.useForm<{ jobId: string }>();
  const jobs = useGetAppointableJobsQuery(OPEN_JOBS_PICKER, { skip: assistant === null });
  const [appoint, { isLoading }] = useAppointAssistantMutation();

  const submit = async ({ jobId }: { jobId: string }) => {
    if (!assistant) return;
    try {
      message.success((await appoint({ assistantId: assistant._id, jobId }).unwrap()).message);
      onClose();
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };
  const openJobs = jobs.data?.jobs ?? [];

  return (
    <AntdProvider>
      <Modal
        open={assistant !== null}
        title={`Appoint ${assistant?.userDetails.fullName ?? ''}`}
        okText="Appoint"
        okButtonProps={{ loading: isLoading, disabled: openJobs.length === 0 }}
        onOk={() => form.submit()}
        onCancel={onClose}
        destroyOnHidden
      >
        {jobs.isError ? (
          <Alert type="error" showIcon title={getErrorMessage(jobs.error)} />
        ) : !jobs.isLoading && openJobs.length === 0 ? (
          <Alert
            type="info"
            showIcon
            title="You have no job open for proposals"
            description={
              <>
                <Link to="/post-jobs">Post a job</Link> first; an assistant reviews the proposals it receives.
              </>
            }
          />
        ) : (
          <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
            <Form.Item
              label="Job"
              name="jobId"
              rules={[{ required: true, message: 'Please choose one of your open jobs.' }]}
            >
              <Select
                loading={jobs.isLoading}
                placeholder="Choose a job"
                options={openJobs.map((job) => ({ value: job._id, label: job.title }))}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </AntdProvider>
  );
}
