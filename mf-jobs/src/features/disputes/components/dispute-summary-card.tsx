import type { Dispute } from '@freelane/shared/contracts';
import { budgetTypeLabel } from '@freelane/shared/contracts/job-options';
import { PlainCard } from '@freelane/shared/ui';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { FactsList } from '../../../components/facts-list';
import { JobStatusTag } from '../../../components/job-status-tag';
import { formatDate } from '../../../lib/format';
import { asJobStatus } from '../lib/dispute-labels';

/** The job in dispute (agreed amount, status) and the two parties. */
export function DisputeSummaryCard({ dispute }: { dispute: Dispute }) {
  const money = useAgreedAmount()(dispute.job.agreedAmount);
  const jobStatus = asJobStatus(dispute.job.status);
  return (
    <PlainCard title="Job Summary">
      <FactsList
        columns={1}
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
    </PlainCard>
  );
}
