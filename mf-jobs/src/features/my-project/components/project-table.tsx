import { Typography } from 'antd';
import { budgetTypeLabel, type Job } from '@freelane/shared/contracts';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { JobStatusTag } from '../../../components/job-status-tag';
import { formatDate } from '../../../lib/format';
import { ProjectAction } from './project-action';
import { ResponsiveTable } from '@freelane/shared/ui';

/** The same hired jobs as rows, for scanning many at once (scrolls sideways on a phone). */
export function ProjectTable({ jobs, onSubmitWork }: { jobs: Job[]; onSubmitWork: (job: Job) => void }) {
  const agreed = useAgreedAmount();
  return (
    <ResponsiveTable<Job>
      rowKey="_id"
      dataSource={jobs}
      pagination={false}
      columns={[
        {
          title: 'Project',
          key: 'title',
          render: (_, job) => (
            <Typography.Text id={`project-title-${job._id}`} strong>
              {job.title}
            </Typography.Text>
          ),
        },
        { title: 'Status', key: 'status', render: (_, job) => <JobStatusTag status={job.status} /> },
        { title: 'Client', key: 'owner', render: (_, job) => job.owner.fullName },
        // Every hired job has an agreed amount: the accepted bid or the brief's amount (issue 36).
        { title: 'Agreed amount', key: 'agreed', render: (_, job) => agreed(job.agreedAmount).text },
        { title: 'Contract type', key: 'budgetType', render: (_, job) => budgetTypeLabel(job.budgetType) },
        { title: 'Application deadline', key: 'deadline', render: (_, job) => formatDate(job.applicationDeadline) },
        {
          title: 'Action',
          key: 'action',
          render: (_, job) => <ProjectAction job={job} onSubmitWork={onSubmitWork} />,
        },
      ]}
    />
  );
}
