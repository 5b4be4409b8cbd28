import type { Job } from '@freelane/shared/contracts';
import { budgetTypeLabel } from '@freelane/shared/contracts/job-options';
import { PlainCard } from '@freelane/shared/ui';
import { FactsList } from '../../../components/facts-list';
import { formatDate } from '../../../lib/format';
import { useAgreedAmount } from '../../../components/agreed-amount';

/** Project overview: client, due date (the freelancer's resubmission deadline), agreed amount, contract type. */
export function RevisionOverview({ job }: { job: Job }) {
  const money = useAgreedAmount()(job.agreedAmount);
  return (
    <PlainCard title="Project Overview">
      <FactsList
        columns={2}
        items={[
          { key: 'client', label: 'Client', children: job.owner.fullName },
          { key: 'due', label: 'Due date', children: formatDate(job.freelancerReviewDeadline) },
          { key: 'agreed', label: money.label, children: money.text },
          { key: 'contract', label: 'Contract type', children: budgetTypeLabel(job.budgetType) },
        ]}
      />
    </PlainCard>
  );
}
