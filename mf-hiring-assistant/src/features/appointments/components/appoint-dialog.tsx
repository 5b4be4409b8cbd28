import { getErrorMessage } from '@freelane/shared';
import type { HiringAssistant } from '@freelane/shared/contracts';
import { Modal } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { OPEN_JOBS_PICKER } from '@freelane/shared/contracts/endpoints/job';
import { useAppointAssistantMutation, useGetAppointableJobsQuery } from '../api/appointments';
import {
  AntdProvider,
  DialogFormActions,
  PlainAlert,
  PlainField,
  PlainSelect,
  requiredRule,
  usePlainForm,
  useToasts,
  type PlainRules,
} from '@freelane/shared/ui';

interface AppointValues {
  jobId?: string;
}
const EMPTY: AppointValues = {};
const RULES: PlainRules<AppointValues> = { jobId: [requiredRule('Please choose one of your open jobs.')] };

/**
 * Appoints an assistant to one of the client's jobs still open for proposals. The dialog stays
 * antd's Modal (focus trap, Escape, title); its form is the plain kit (issue 39): antd's Form and
 * Select re-rendered and ran their style engine on the tap on Appoint (256 ms INP on the phone profile).
 */
export function AppointDialog({ assistant, onClose }: { assistant: HiringAssistant | null; onClose: () => void }) {
  const titleId = useId();
  const { message } = useToasts();
  const jobs = useGetAppointableJobsQuery(OPEN_JOBS_PICKER, { skip: assistant === null });
  const [appoint, { isLoading }] = useAppointAssistantMutation();

  const submit = async ({ jobId }: AppointValues) => {
    if (!assistant || !jobId) return;
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
        title={<span id={titleId}>{`Appoint ${assistant?.userDetails.fullName ?? ''}`}</span>}
        aria-labelledby={titleId}
        footer={null}
        onCancel={onClose}
        destroyOnHidden
      >
        {jobs.isError ? (
          <PlainAlert type="error" title={getErrorMessage(jobs.error)} />
        ) : !jobs.isLoading && openJobs.length === 0 ? (
          <PlainAlert type="info" title="You have no job open for proposals">
            <Link to="/post-jobs">Post a job</Link> first; an assistant reviews the proposals it receives.
          </PlainAlert>
        ) : (
          <AppointForm
            jobs={openJobs.map((job) => ({ value: job._id, label: job.title }))}
            loadingJobs={jobs.isLoading}
            sending={isLoading}
            onFinish={submit}
            onCancel={onClose}
          />
        )}
      </Modal>
    </AntdProvider>
  );
}

/**
 * The job picker and the dialog's buttons (in the place of antd's footer). Its own component, so a
 * choice re-renders the form, not the Modal; unmounted with the closed dialog (`destroyOnHidden`).
 */
function AppointForm({
  jobs,
  loadingJobs,
  sending,
  onFinish,
  onCancel,
}: {
  jobs: { value: string; label: string }[];
  loadingJobs: boolean;
  sending: boolean;
  onFinish: (values: AppointValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = usePlainForm<AppointValues>({ initialValues: EMPTY, rules: RULES, onFinish });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PlainField label="Job" {...form.field('jobId')}>
        <PlainSelect
          {...form.bind('jobId')}
          placeholder={loadingJobs ? 'Loading your open jobs…' : 'Choose a job'}
          options={jobs}
          aria-busy={loadingJobs || undefined}
        />
      </PlainField>
      <DialogFormActions submitLabel="Appoint" busy={sending || form.checking} onCancel={onCancel} />
    </form>
  );
}
