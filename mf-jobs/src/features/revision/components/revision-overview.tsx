import { Card, Descriptions } from 'antd';
import { budgetTypeLabel, type Job } from '@freelane/shared/contracts';
import { formatDate } from '../../../lib/format';
import { useAgreedAmount } from '../../../components/agreed-amount';

/** Project overview: client, due date (the freelancer's resubmission deadline), agreed amount, contract type. */
export function RevisionOverview({ job }: { job: Job }) {
  const money = useAgreedAmount()(job.agreedAmount);
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Project Overview</h2>}>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'client', label: 'Client', children: job.owner.fullName },
          { key: 'due', label: 'Due date', children: formatDate(job.freelancerReviewDeadline) },
          { key: 'agreed', label: money.label, children: money.text },
          { key: 'contract', label: 'Contract type', children: budgetTypeLabel(job.budgetType) },
        ]}
      />
    </Card>
  );
}
