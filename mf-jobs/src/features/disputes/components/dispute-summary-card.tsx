import { Card, Descriptions } from 'antd';
import { budgetTypeLabel, type Dispute } from '@freelane/shared/contracts';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { JobStatusTag } from '../../../components/job-status-tag';
import { formatDate } from '../../../lib/format';
import { asJobStatus } from '../lib/dispute-labels';

/** The job in dispute (agreed amount, status) and the two parties. */
export function DisputeSummaryCard({ dispute }: { dispute: Dispute }) {
  const money = useAgreedAmount()(dispute.job.agreedAmount);
  const jobStatus = asJobStatus(dispute.job.status);
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Job Summary</h2>}>
      <Descriptions
        column={1}
        size="small"
        items={[
          // What is at stake: the agreed amount, the figure every screen shows for this job (issue 36).
          {
            key: 'agreed',
            label: money.label,
            children: `${money.text} (${budgetTypeLabel(dispute.job.budgetType)})`,
          },
          {
            key: 'status',
            label: 'Job status',
            children: jobStatus ? <JobStatusTag status={jobStatus} /> : dispute.job.status,
          },
          { key: 'client', label: 'Client', children: dispute.client.fullName },
          { key: 'freelancer', label: 'Freelancer', children: dispute.freelancer.fullName },
          { key: 'opened', label: 'Opened', children: formatDate(dispute.openedAt) },
        ]}
      />
    </Card>
  );
}
